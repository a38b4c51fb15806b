import { signupMail } from "./to-subscriber.ts";

/** The mail after a sign-up is confirmed. */
export const signupWelcome = signupMail(
  "signup-welcome",
  { label: "Willkommensmail", letter: "w" },
  "welcomeMail",
);

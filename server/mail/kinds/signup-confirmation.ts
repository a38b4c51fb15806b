import { signupMail } from "./to-subscriber.ts";

/** The double opt-in mail: the link that confirms a sign-up. */
export const signupConfirmation = signupMail(
  "signup-confirmation",
  { label: "Bestätigungsmail", letter: "c" },
  "confirmationMail",
);

import type { SignupRow } from "../../store/schema.ts";
import { defineKind } from "./kind.ts";
import {
  automatic,
  loadSignup,
  refusedAddress,
  signupTag,
  toSubscriber,
} from "./to-subscriber.ts";

/** The mail after a sign-up is confirmed. */
export const signupWelcome = defineKind<SignupRow>({
  lane: "subscribers",
  label: "Willkommensmail",
  load: loadSignup,
  async compose(signup, _mail, { addresses }) {
    const { links, envelope } = toSubscriber(addresses, signup);
    // Rendered with React Email, loaded when a mail is composed: the owner's
    // commands that read the list of kinds need none of it.
    const { welcomeMail } = await import("../subscriber-mails.ts");
    return { ...automatic(envelope), ...(await welcomeMail(links)) };
  },
  tagged: (signup) => ({ kind: "signup-welcome", ...signupTag(signup) }),
  refused: refusedAddress,
});

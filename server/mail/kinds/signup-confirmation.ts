import type { SignupRow } from "../../store/schema.ts";
import { defineKind } from "./kind.ts";
import {
  automatic,
  loadSignup,
  refusedAddress,
  signupTag,
  toSubscriber,
} from "./to-subscriber.ts";

/** The double opt-in mail: the link that confirms a sign-up. */
export const signupConfirmation = defineKind<SignupRow>({
  lane: "subscribers",
  label: "Bestätigungsmail",
  load: loadSignup,
  async compose(signup, _mail, { addresses }) {
    const { links, envelope } = toSubscriber(addresses, signup);
    // Rendered with React Email, loaded when a mail is composed: the owner's
    // commands that read the list of kinds need none of it.
    const { confirmationMail } = await import("../subscriber-mails.ts");
    return { ...automatic(envelope), ...(await confirmationMail(links)) };
  },
  tagged: (signup) => ({ kind: "signup-confirmation", ...signupTag(signup) }),
  refused: refusedAddress,
});

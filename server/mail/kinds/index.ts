import { contactNotice } from "./contact-notice.ts";
import { heldOverview } from "./held-overview.ts";
import type { Lane, MailKindModule } from "./kind.ts";
import { signupConfirmation } from "./signup-confirmation.ts";
import { signupWelcome } from "./signup-welcome.ts";
import { update } from "./update.ts";
import { weekReport } from "./week-report.ts";

/**
 * Every kind of mail, by the name the outbox stores: a new kind is a module
 * of this folder and one line here.
 */
export const mailKinds = {
  "contact-notice": contactNotice,
  "held-overview": heldOverview,
  "signup-confirmation": signupConfirmation,
  "signup-welcome": signupWelcome,
  update,
  "week-report": weekReport,
} satisfies Record<string, MailKindModule<unknown>>;

export type KindName = keyof typeof mailKinds;

/** A stored mail's kind; undefined for a name no kind has (a row of a newer release). */
export const kindOf = (name: string): MailKindModule<unknown> | undefined =>
  Object.hasOwn(mailKinds, name) ? mailKinds[name as KindName] : undefined;

/** The kinds one lane sends, in the list's order. */
export const kindsOfLane = (lane: Lane): KindName[] =>
  (Object.keys(mailKinds) as KindName[]).filter(
    (name) => mailKinds[name].lane === lane,
  );

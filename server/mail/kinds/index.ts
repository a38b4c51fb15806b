import { contactNotice } from "./contact-notice.ts";
import { heldOverview } from "../../held/kind.ts";
import type { Lane, MailKindModule } from "./kind.ts";
import { signupConfirmation } from "./signup-confirmation.ts";
import { signupWelcome } from "./signup-welcome.ts";
import { update } from "./update.ts";
import { weekReport } from "../../week/kind.ts";

/** Every kind of mail: a new kind is a module of this folder and one line here. */
const list = [
  contactNotice,
  heldOverview,
  signupConfirmation,
  signupWelcome,
  update,
  weekReport,
] as const;

export type KindName = (typeof list)[number]["name"];

/** The kinds by the name the outbox stores. */
export const mailKinds = Object.fromEntries(
  list.map((kind) => [kind.name, kind]),
) as Record<KindName, MailKindModule<unknown>>;

/** A stored mail's kind; undefined for a name no kind has (a row of a newer release). */
export const kindOf = (name: string): MailKindModule<unknown> | undefined =>
  Object.hasOwn(mailKinds, name) ? mailKinds[name as KindName] : undefined;

/** The kind whose return paths start with this letter. */
export const kindByLetter = (letter: string) =>
  list.find((kind) => kind.returnPath?.letter === letter);

/** The kinds one lane sends, in the list's order. */
export const kindsOfLane = (lane: Lane): KindName[] =>
  list.filter((kind) => kind.lane === lane).map((kind) => kind.name);

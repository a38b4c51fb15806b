import { sameSignature, signature } from "../signature.ts";
import type { ContactRow } from "../store/schema.ts";

/*
 * The token of a notice's spam link (issue 55): one per enquiry and lesson,
 * "id.mac", the mac an HMAC-SHA-256 over the lesson, the enquiry's id and
 * the time it came in, keyed with a lasting secret of the store. So a
 * "kein Spam" link cannot teach spam, and a deleted enquiry's link cannot
 * teach on a new one that takes its id (it came in at another time). A link
 * works as long as its enquiry is kept; using it twice teaches once.
 */

export type Lesson = "spam" | "not-spam";

/** The lasting secret of the store the links are signed with. */
export const FEEDBACK_SECRET = "spam-feedback";
const LESSONS: readonly Lesson[] = ["spam", "not-spam"];

const SIGNED = /^(\d{1,15})\.([\w-]{43})$/;

const macOf = (
  secret: string,
  lesson: Lesson,
  contact: Pick<ContactRow, "id" | "created_at">,
) => signature(secret, `${lesson}:${contact.id}:${contact.created_at}`);

/** The token of an enquiry's link for `lesson`. */
export const feedbackToken = (
  secret: string,
  lesson: Lesson,
  contact: Pick<ContactRow, "id" | "created_at">,
) => `${contact.id}.${macOf(secret, lesson, contact)}`;

/** Which enquiry a token names, before it is checked; undefined: it cannot be a token. */
export function feedbackIdOf(token: string): number | undefined {
  const signed = SIGNED.exec(token);
  return signed ? Number(signed[1]) : undefined;
}

/** The lesson a token is for, given its enquiry; undefined: none (forged, or for another enquiry). */
export function lessonOf(
  token: string,
  secret: string,
  contact: Pick<ContactRow, "id" | "created_at">,
): Lesson | undefined {
  const given = SIGNED.exec(token)?.[2] ?? "";
  return LESSONS.find((lesson) =>
    sameSignature(given, macOf(secret, lesson, contact)),
  );
}

import { createHmac } from "node:crypto";

/*
 * What a return path says of a mail (return-path.ts), as its kind writes
 * and reads it: a kind that wants its bounces read declares a letter and
 * the ids its tag names (kinds/kind.ts, `returnPath`). A mail to a sign-up
 * also names its row by a mark only that row has (decision 047).
 */

/** A mail as its return path is written: its kind, the ids of what it is about, and for a mail to a sign-up the row's own token (never sent as is). */
export interface Tagged {
  kind: string;
  token?: string;
  [id: string]: string | number | undefined;
}

/** What a return path reads as: the mail's kind and ids, and for a mail to a sign-up the mark of its row (none in the return paths of releases before decision 047). */
export interface Named {
  kind: string;
  signupId?: number;
  row?: string;
  [id: string]: string | number | undefined;
}

/** How a kind's mails are named in their return paths. */
export interface ReturnTag {
  /** The letter the tag starts with; one kind, one letter. */
  letter: string;
  /** The ids the tag names after the letter, in order. */
  ids(mail: Tagged): number[];
  /** The mail those ids name. */
  named(ids: number[]): Named | undefined;
}

/** Letters of a row's mark: 8 hex digits; two rows with one id share it once in four billion. */
export const ROW_LENGTH = 8;

export const hexOf = (secret: string, text: string, length: number) =>
  createHmac("sha256", secret).update(text).digest("hex").slice(0, length);

/** The mark of a sign-up's row in its mails' return paths: a keyed hash of its token. */
export const rowMark = (token: string, secret: string) =>
  hexOf(secret, `row:${token}`, ROW_LENGTH);

import type { Week } from "./period.ts";

/*
 * What the weekly mail says, as the gathering (figures.ts) hands it to the
 * mail (mail.ts) through the outbox's payload: counts and times only.
 */

/** A name and its count, the most counted first. */
export interface Ranked {
  name: string;
  count: number;
}

/** One of the house's checks; `ok: false` needs the owner's hand. */
export type Check =
  | {
      kind: "mail-lanes";
      ok: boolean;
      /** Lanes the mail server stopped now: the cause and what to check. */
      stopped: { cause: string; advice: string; sinceMinutes: number }[];
      /** Mails put back in the outbox because the mail server stopped their lane (its state column). */
      waiting: number;
    }
  | {
      kind: "given-up";
      ok: boolean;
      total: number;
      /** Of them, notices and overviews to the company (enquiries it did not get). */
      toTheCompany: number;
      byKind: { kind: string; count: number }[];
    }
  | { kind: "held"; ok: boolean; waiting: number; oldestDays?: number }
  | { kind: "queue"; ok: boolean; queued: number; oldestHours?: number }
  | {
      kind: "backup";
      ok: boolean;
      dir?: string;
      /** Whole days since the newest backup was written; none: there is none. */
      ageDays?: number;
      engine: "sqlite" | "postgres";
    }
  | {
      kind: "disk";
      ok: boolean;
      /** Each disk the server writes to; `low`: under LOW_DISK. */
      folders: Folder[];
    }
  | {
      kind: "visitor-figures";
      ok: boolean;
      logDir?: string;
      /** Days of the week with no figures (the log deleted before npm run stats kept them). */
      missingDays: number;
      /** Why the figures could not be read (an error's code or name); none: they could. */
      unreadable?: string;
    };

/** A disk's free space, seen from a folder on it. */
export interface Folder {
  dir: string;
  freeBytes: number;
  freeShare: number;
  low: boolean;
}

export interface WeekFigures {
  week: Week;
  visits: {
    /** Per day, Monday first; undefined where there are no figures. */
    days: { day: string; visitors?: number; pageViews?: number }[];
    /** Each day's visitors added up (a visitor is counted per day). */
    visitors: number;
    pageViews: number;
    pages: Ranked[];
    referrers: Ranked[];
  };
  enquiries: {
    taken: number;
    /** Held back when they came (released or deleted since, they still count). */
    held: number;
    /** Of those, kept shortened past the hourly cap of whole ones. */
    heldShortened: number;
    marked: number;
    perDay: number[];
  };
  signups: {
    taken: number;
    confirmed: number;
    /** Subscriptions ended: by their link, or by a complaint. */
    ended: number;
    /** Sign-ups refused past the hourly cap of confirmation mails. */
    refused: number;
    /** Sign-ups without the form's proof refused past their own hourly cap. */
    refusedUnproven: number;
    /** Confirmed, deliverable subscribers now. */
    subscribers: number;
  };
  mail: {
    /** Addresses the mail server refused for good this week (bounces). */
    bounces: number;
    /** Recipients who reported a mail as spam (each ended a subscription). */
    complaints: number;
    updatesSent: number;
    updatesFailed: number;
  };
  checks: Check[];
}

import type { Generated, Kysely, Selectable } from "kysely";

/*
 * What the store holds: its tables as the query builder sees them, the row
 * types the rest of the server reads, and the store's clock. Every module of
 * the store imports from here and from nothing beside it but the outbox's
 * queueing (which needs no other module): no import circle.
 */

/** The tables of the form store, as the query builder sees them. */
export interface Tables {
  contact_requests: {
    id: Generated<number>;
    created_at: string;
    name: string;
    email: string;
    company: string;
    message: string;
    /** When the notice reached the company's mail server; null while queued. */
    notified_at: string | null;
    /** When the spam defence held it back (no notice until released); null: not held. */
    held_at: string | null;
    /** Which kind of hold (the spam defence's name: the layers' suspicion, or the hourly cap); null: not held. */
    hold_kind: string | null;
    /**
     * Why, as a JSON array of the rules that found it and their German words
     * for the owner (`[{"rule":"too-fast","text":"0,2 s nach dem Öffnen
     * abgeschickt"}]`); only ever shown. (The column `held_reason` that held
     * them as one text before migration 014 is left empty for an older release.)
     */
    held_reasons: string | null;
    /** When an overview of held enquiries first listed it (the overview names it by id). */
    listed_at: string | null;
    /** When its content was judged to read like an offer: its notice is marked for the mail filter; null: not. */
    marked_at: string | null;
    /** What read like an offer, in German words for the owner (shown in the notice, never read by code). */
    marked_reason: string | null;
    /**
     * The secret a held enquiry's release and dismiss links are signed with
     * (store/review-links.ts; since migration 018 no link carries it); null
     * once released, or when not held.
     */
    review_token: string | null;
  };
  /** What the server saw that the owner's checks report, by name: when it last did. */
  observations: {
    name: string;
    seen_at: string;
  };
  signups: {
    id: Generated<number>;
    /** Time of the (latest) sign-up. */
    created_at: string;
    email: string;
    /** The address in lower case: one row per address. */
    email_key: string;
    /** The consent text shown beside the field when the person signed up. */
    consent_text: string;
    /** Time the person pressed "confirm" on the page the mail linked to. */
    confirmed_at: string | null;
    /**
     * Random secret of the unsubscribe link in every mail to the address:
     * valid for as long as the subscription lasts.
     */
    token: string;
    /**
     * Random secret of the confirmation link: it confirms once, when a
     * confirmation was asked for after the last one (`confirmed_at` before
     * `confirmation_requested_at`); used again, it changes nothing. A new
     * sign-up of a confirmed address (one the mail server refused) gets a new one.
     */
    confirm_token: string | null;
    /** When the last confirmation mail was queued (one per hour at most). */
    confirmation_requested_at: string | null;
    /** When a sign-up without the form's proof last asked for that mail (issue 52); null: with it. */
    unproven_at: string | null;
    /** When the mail server refused the address for good (SMTP 5xx); null: deliverable. */
    undeliverable_at: string | null;
    /** The refusal's SMTP code, never the server's text (which quotes the address). */
    undeliverable_reason: string | null;
    /**
     * Until when mails whose return path names the row by its id alone (the
     * form before migration 011) may have gone to it: that migration's time
     * for the rows it found, null for every row made since (decision 047).
     */
    old_return_paths_until: string | null;
  };
  /** An update to subscribers, as it was when its sending began. */
  updates: {
    id: Generated<number>;
    /** The update file's name: an update is sent once per name unless asked again. */
    key: string;
    subject: string;
    /** The mail's HTML and text, with UNSUBSCRIBE_PLACEHOLDER for each recipient's link. */
    html: string;
    text: string;
    /** SHA-256 of the file the update was made from. */
    source_hash: string;
    /** When its sending began: the recipients were fixed then. */
    created_at: string;
  };
  /** Which update went to which subscriber, and when: kept with the subscription. */
  update_deliveries: {
    update_id: number;
    signup_id: number;
    queued_at: string;
    /** When the mail server accepted it. */
    sent_at: string | null;
    /** When it was given up (refused for good, or failing for 72 hours). */
    failed_at: string | null;
    /** Why it failed: an SMTP code. */
    error: string | null;
  };
  /** Requests per client and window, shared by every instance (PostgreSQL only). */
  rate_limits: {
    /** A keyed hash of the client address, never the address itself. */
    key: string;
    count: number;
    /** Milliseconds since the epoch when the window ends. */
    expires_at: number;
  };
  /** Mails sent per window across every sender, under MAIL_RATE (decision 041). */
  mail_rate: {
    /** The window's kind: "second", "minute", "hour" or "day" (the German day). */
    per: string;
    /** When the window began, milliseconds since the epoch. */
    starts_at: number;
    /** Slots taken in it. */
    count: number;
  };
  /** Submissions taken in the last minutes, by a keyed hash: a repeat is taken once. */
  /** What the company taught the spam defence: one lesson per enquiry, the last one counts. */
  spam_lessons: {
    id: Generated<number>;
    /** The enquiry it was taught on; null once that is deleted. */
    contact_id: number | null;
    /** 1: "Das ist Spam"; 0: "Das ist kein Spam". */
    as_spam: number;
    /** The month (YYYY-MM) of spam_features its counts are in. */
    month: string;
    taught_at: string;
  };
  /** The lessons' hashed features, counted by side and by the month they were taught in. */
  spam_features: {
    month: string;
    feature: number;
    spam: Generated<number>;
    ham: Generated<number>;
  };
  recent_submissions: {
    /** HMAC of form, client address and fields with the secret of the day. */
    key: string;
    /** Milliseconds since the epoch when a repeat counts as new again. */
    expires_at: number;
  };
  /**
   * Random secrets shared by every instance: one per purpose and day, deleted
   * the day after, or one per purpose that lasts (a return path's check).
   */
  secrets: {
    purpose: string;
    /** The German day, YYYY-MM-DD, or LASTING_DAY. */
    day: string;
    secret: string;
  };
  /** One row the readiness check writes: whether the store still takes writes. */
  store_probe: {
    id: number;
    checked_at: string;
  };
  /** Mails to send; a row is deleted once its mail was accepted. */
  outbox: {
    id: Generated<number>;
    created_at: string;
    kind: MailKind;
    /** Where the mail is in its life: the one truth of it (never read from `last_error` or a time). */
    state: Generated<MailState>;
    contact_id: number | null;
    signup_id: number | null;
    /** The update an "update" mail carries. */
    update_id: number | null;
    /** What the mail's kind keeps with it, as JSON (an overview: its enquiries' ids); null: nothing. */
    payload: string | null;
    attempts: Generated<number>;
    /** The last error or reason, in words for people only. */
    last_error: string | null;
    /** A sender has taken the row until then; null: free to take. */
    claimed_until: string | null;
    /** Which sender took it: host, process id and a random part (claimedBy()). */
    claimed_by: string | null;
    /** After a failure, no sender tries again before then; null: due now. */
    next_attempt_at: string | null;
    /** When it was refused for good or given up (still failing 72 hours after it was queued): a time only. */
    failed_at: string | null;
  };
}

/** A mail kind's name: its module in server/mail/kinds/ (the queue knows no more of it). */
export type MailKind = string;

/**
 * Where a queued mail is: `queued` (never tried, or queued again),
 * `sending` (claimed by a sender; free again once its claim runs out),
 * `failing` (failed, waits for its next try), `stopped` (put back when the
 * relay stopped its lane), `refused` (refused for good, kept for the owner),
 * `given-up` (still failing 72 hours after it was queued).
 */
export type MailState =
  "queued" | "sending" | "failing" | "stopped" | "refused" | "given-up";

export type Db = Kysely<Tables>;
export type DialectName = "sqlite" | "postgres";

export type ContactRow = Selectable<Tables["contact_requests"]>;

/** A reason an enquiry is held back: the rule that found it, and its words for the owner. */
export interface HeldReason {
  rule: string;
  text: string;
}
export type SignupRow = Selectable<Tables["signups"]>;

/** The `day` of a lasting secret: after every real day, so no day's clean-up takes it. */
export const LASTING_DAY = "lasting";

/** The time of a write, as the store keeps it (ISO 8601, UTC, milliseconds). */
export const now = () => new Date().toISOString();

/** A random 256-bit secret for mail links, URL-safe. */
export function newToken(): string {
  return crypto.getRandomValues(Buffer.alloc(32)).toString("base64url");
}

const dialects = new WeakMap<Db, DialectName>();
/** Notes which database a handle speaks (when it is opened). */
export const rememberDialect = (db: Db, dialect: DialectName) =>
  dialects.set(db, dialect);
/** The database a handle speaks: SQLite unless it was opened as PostgreSQL. */
export const dialectOf = (db: Db): DialectName => dialects.get(db) ?? "sqlite";

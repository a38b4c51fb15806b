/**
 * Every period for which the site keeps personal data, defined once. The
 * privacy statement states them, the server's daily deletion job enforces
 * them, and `npm run inbox` reads them. Change a number here and all three
 * follow.
 */
export const retention = Object.freeze({
  /** The access log (server/visitor-log.ts): daily files in LOG_DIR, deleted by the server after this many days. */
  serverLogDays: 7,
  /** Contact requests, their queued notices, and the notice copies in the company mailbox. */
  contactRequestDays: 180,
  /** Sign-ups whose confirmation link was never used. */
  pendingSignupDays: 7,
  /** Confirmed sign-ups: until unsubscribed, at the latest this long after confirmation. */
  confirmedSignupDays: 730,
  /**
   * Daily backups of the store, written when BACKUP_DIR is set: the oldest is
   * deleted after this many days (the server keeps this many, BACKUP_KEEP).
   */
  backupDays: 7,
  /**
   * Messages in the bounce mailbox too large to read (over 1 MB), which the
   * server sets aside unread (server/bounces/mailbox.ts): deleted by it
   * after this many days. Reports it reads it deletes at once.
   */
  setAsideReportDays: 7,
  /**
   * What the company taught the spam defence with "Das ist Spam" and "Das ist
   * kein Spam" (server/spam/store.ts): counts of hashed features, kept by the
   * month they were taught in; a month's are deleted once this many days
   * have passed since it began, so no lesson is kept longer.
   */
  spamLessonDays: 180,
});

/** The first month (YYYY-MM) whose lessons are still kept at `now`: the first to begin within `days`. */
export function firstKeptMonth(days: number, now: Date = new Date()): string {
  const since = new Date(now.getTime() - days * DAY_MS);
  const month = new Date(
    Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 1),
  );
  if (month < since) month.setUTCMonth(month.getUTCMonth() + 1);
  return month.toISOString().slice(0, 7);
}

/** At most one confirmation mail per address within this time. */
export const CONFIRMATION_MAIL_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 86_400_000;

/** The moment before which a record kept `days` days is due for deletion. */
export function cutoff(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

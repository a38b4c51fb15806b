import { readdir, stat, statfs } from "node:fs/promises";
import path from "node:path";
import type { DeliverySettings } from "../config.ts";
import { kindOf } from "../mail/kinds/index.ts";
import type { Store } from "../store/index.ts";
import { type DayFigures, figuresOfDays } from "../visitor-figures.ts";
import { type Week, daysSince, germanDayOf, weekBefore } from "./period.ts";
import type { Check, Folder, Ranked, WeekFigures } from "./shape.ts";

/*
 * What the weekly mail says, gathered: the week's visits (from the daily
 * figures of the visitor log), enquiries and sign-ups (from the store), and
 * how the house is (mail, backups, disk). Counts and times only: nothing
 * in it names a person.
 */

/** How many pages and referring sites the mail lists. */
const TOP = 5;
/** Free space under which a disk needs a hand: 1 GB, or a tenth of it. */
const LOW_DISK = { bytes: 1_000_000_000, share: 0.1 };
/** A backup older than this many days is stale (one is written daily). */
const STALE_BACKUP_DAYS = 2;
/** A mail waiting longer than this many hours means the sending is stuck. */
const QUEUE_HOURS = 1;

/** What the gathering reads. */
export interface WeekSources {
  store: Pick<Store, "dialect" | "outbox" | "updates" | "week">;
  settings: Pick<
    DeliverySettings,
    "logDir" | "statsDir" | "backupDir" | "dataDir"
  >;
  /**
   * The lanes the mail server stopped now (the mailer's `stalls()`); a
   * command in a process of its own has none and reads the outbox's
   * stopped mails instead.
   */
  stalls: readonly { cause: string; advice: string; since: number }[];
}

/** The week's figures and the house's checks, for the week before `now`. */
export async function gatherWeek(
  sources: WeekSources,
  now = new Date(),
): Promise<WeekFigures> {
  const week = weekBefore(now);
  const { store, settings } = sources;
  const { days, unreadable } = await visitorDays(week, settings);
  const taken = await store.week.enquiries(week);
  const signups = await store.week.signups(week);
  const updates = await store.week.updateMails(week);
  const tallied = await store.week.tallied(week.days);
  return {
    week,
    visits: visitsOf(week, days),
    enquiries: {
      taken: taken.length,
      // Counted when held; a week that began before the count was kept
      // (migration-free: the tally is new in issue 52) has at least those
      // held now.
      held: Math.max(
        tallied.held + tallied["held-shortened"],
        taken.filter((row) => row.held).length,
      ),
      heldShortened: tallied["held-shortened"],
      marked: taken.filter((row) => row.marked).length,
      perDay: week.days.map(
        (day) =>
          taken.filter((row) => germanDayOf(row.createdAt) === day).length,
      ),
    },
    signups: {
      taken: signups.taken,
      confirmed: signups.confirmed,
      ended: tallied.unsubscribed + tallied.complained,
      refused: tallied["signup-refused"],
      refusedUnproven: tallied["signup-refused-unproven"],
      subscribers: await store.updates.deliverableSubscribers(),
    },
    mail: {
      bounces: signups.undeliverable,
      complaints: tallied.complained,
      updatesSent: updates.sent,
      updatesFailed: updates.failed,
    },
    checks: await checksOf(
      sources,
      { count: days.size, ...(unreadable ? { unreadable } : {}) },
      now,
    ),
  };
}

/**
 * The week's visitor figures. A log folder or a days.json that cannot be
 * read (no permission, a file cut off) leaves the visits empty and says why
 * in its check: the mail still goes.
 */
async function visitorDays(
  week: Week,
  settings: WeekSources["settings"],
): Promise<{ days: Map<string, DayFigures>; unreadable?: string }> {
  try {
    return { days: await figuresOfDays(week.days, settings) };
  } catch (error) {
    const { code, name } = error as { code?: unknown; name?: unknown };
    return {
      days: new Map(),
      unreadable: String(typeof code === "string" ? code : name),
    };
  }
}

/** Visitors a referring site must have brought in the week to be listed. */
const MIN_REFERRING_VISITORS = 3;

/** The counts of a record, added up over the days, the most counted first; those under `min` left out. */
function ranked(
  records: (Record<string, number> | undefined)[],
  min = 1,
): Ranked[] {
  const sums = new Map<string, number>();
  for (const record of records)
    for (const [name, count] of Object.entries(record ?? {}))
      sums.set(name, (sums.get(name) ?? 0) + count);
  return [...sums]
    .map(([name, count]) => ({ name, count }))
    .filter(({ count }) => count >= min)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, TOP);
}

function visitsOf(
  week: Week,
  days: Map<string, DayFigures>,
): WeekFigures["visits"] {
  const known = [...days.values()];
  const sum = (pick: (figures: DayFigures) => number) =>
    known.reduce((total, figures) => total + pick(figures), 0);
  return {
    days: week.days.map((day) => ({
      day,
      visitors: days.get(day)?.visitors,
      pageViews: days.get(day)?.pageViews,
    })),
    visitors: sum((figures) => figures.visitors),
    pageViews: sum((figures) => figures.pageViews),
    pages: ranked(known.map((figures) => figures.pages)),
    // Visitors, not page views, and only sites several came from: twelve
    // pages of one client "from" a site of its choice list nothing (referrer
    // spam). Visitor keys change daily, so one client on three days counts
    // three: a week's list still needs three days of it.
    referrers: ranked(
      known.map((figures) => figures.referringVisitors),
      MIN_REFERRING_VISITORS,
    ),
  };
}

/** The house's checks, each with whether it needs a hand. */
async function checksOf(
  { store, settings, stalls }: WeekSources,
  visitorFigures: { count: number; unreadable?: string },
  now: Date,
): Promise<Check[]> {
  const givenUp = await store.week.givenUp();
  // Mails to NOTIFY_TO: each kind says whether it is one (server/mail/kinds/).
  const toCompany = givenUp
    .filter(({ kind }) => kindOf(kind)?.toTheCompany !== undefined)
    .reduce((sum, { count }) => sum + count, 0);
  const total = givenUp.reduce((sum, { count }) => sum + count, 0);
  const held = await store.week.heldWaiting();
  const outbox = await store.outbox.stats();
  const minutesSince = (time: number) =>
    Math.floor((now.getTime() - time) / 60_000);
  const oldestHours =
    outbox.oldestQueuedAt === null
      ? undefined
      : Math.floor(minutesSince(Date.parse(outbox.oldestQueuedAt)) / 60);
  const disk = await diskOf(settings);
  const waiting = await store.week.stoppedMails();
  return [
    {
      kind: "mail-lanes",
      ok: stalls.length === 0 && waiting === 0,
      stopped: stalls.map(({ cause, advice, since }) => ({
        cause,
        advice,
        sinceMinutes: minutesSince(since),
      })),
      waiting,
    },
    {
      kind: "given-up",
      ok: total === 0,
      total,
      toTheCompany: toCompany,
      byKind: givenUp,
    },
    {
      kind: "held",
      ok: held.count === 0,
      waiting: held.count,
      oldestDays:
        held.oldestAt === undefined
          ? undefined
          : daysSince(Date.parse(held.oldestAt), now),
    },
    {
      kind: "queue",
      ok: oldestHours === undefined || oldestHours < QUEUE_HOURS,
      queued: outbox.queued,
      oldestHours,
    },
    await backupOf(store.dialect, settings.backupDir, now),
    { kind: "disk", ok: disk.every((folder) => !folder.low), folders: disk },
    {
      kind: "visitor-figures",
      ok: settings.logDir !== undefined && visitorFigures.count === 7,
      logDir: settings.logDir,
      missingDays: 7 - visitorFigures.count,
      ...(visitorFigures.unreadable
        ? { unreadable: visitorFigures.unreadable }
        : {}),
    },
  ];
}

/** When the newest file in the backup folder was written; none: no folder or no file. */
async function newestIn(dir: string): Promise<number | undefined> {
  try {
    const names = (await readdir(dir)).filter((name) => !name.startsWith("."));
    const times = await Promise.all(
      names.map(async (name) => (await stat(path.join(dir, name))).mtimeMs),
    );
    return times.length > 0 ? Math.max(...times) : undefined;
  } catch {
    return undefined;
  }
}

async function backupOf(
  engine: "sqlite" | "postgres",
  dir: string | undefined,
  now: Date,
): Promise<Check> {
  const newest = dir === undefined ? undefined : await newestIn(dir);
  const ageDays = newest === undefined ? undefined : daysSince(newest, now);
  return {
    kind: "backup",
    ok: ageDays !== undefined && ageDays < STALE_BACKUP_DAYS,
    dir,
    ageDays,
    engine,
  };
}

/** Free space of each disk the server writes to (the store's, the log's, the backups'), each once. */
async function diskOf(settings: WeekSources["settings"]): Promise<Folder[]> {
  const seen = new Set<number>();
  const folders: Folder[] = [];
  for (const dir of [settings.dataDir, settings.logDir, settings.backupDir]) {
    if (dir === undefined) continue;
    try {
      const { dev } = await stat(dir);
      if (seen.has(dev)) continue;
      seen.add(dev);
      const space = await statfs(dir);
      const freeBytes = space.bavail * space.bsize;
      const freeShare = space.blocks > 0 ? space.bavail / space.blocks : 0;
      folders.push({
        dir,
        freeBytes,
        freeShare,
        low: freeBytes < LOW_DISK.bytes || freeShare < LOW_DISK.share,
      });
    } catch {
      // A folder not made yet: the server makes it when it first writes.
    }
  }
  return folders;
}

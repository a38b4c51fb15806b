import { type Log, quietLog } from "../log.ts";
import type { DeliverySettings } from "../config.ts";
import type { Store } from "../store/index.ts";
import { scheduleBackups } from "./backups.ts";
import { scheduleBounceIntake } from "../bounces/job.ts";
import { scheduleHeldOverview } from "../held/job.ts";
import { scheduleLogDeletion } from "./log-deletion.ts";
import { scheduleMailWakeUp } from "./mail-wake-up.ts";
import { scheduleRateLimitPruning } from "./rate-limit-pruning.ts";
import { scheduleRetention } from "./retention.ts";
import { scheduleWeekMail } from "../week/job.ts";
import type { Stall } from "../mail/lane.ts";

/** What the jobs of the site's server work on. */
export interface JobParts {
  /** Where a failed or slow run, and what a job tells the owner, is written. */
  log?: Log;
  /** The visitor log's daily files (LOG_DIR); none when it writes to standard output. */
  visitorLog?: { prune(): Promise<void> };
  /** With form delivery on: the store, once open, and the mailer (SMTP_URL). */
  delivery?: {
    /** Resolves with the store once it is open; undefined when closed first. */
    opened: Promise<Store | undefined>;
    /** The store as the server uses it (a call fails while it is down). */
    store: Store;
    mailer?: {
      flush(): Promise<void>;
      warnIfStuck(): Promise<void>;
      stalls(): Stall[];
    };
    settings: DeliverySettings;
  };
}

/** Each job says what it needs; none keeps the process alive. Stopping waits for a run that goes. */
type Stoppable = { stop(): Promise<void> | void };

/** The jobs that work on the store and the mail: they begin once the store is open. */
function deliveryJobs(
  { store, mailer, settings }: NonNullable<JobParts["delivery"]>,
  opened: Store,
  log: Log,
): Stoppable[] {
  const { backupDir, bounceImapUrl, bounceAddress } = settings;
  return [
    scheduleRetention(store, { log }),
    scheduleHeldOverview(store, mailer, {
      everyMinutes: settings.heldOverviewMinutes,
      log,
    }),
    // The enquiries per client and day are counted on SQLite too.
    scheduleRateLimitPruning(store, log),
    ...(mailer ? [scheduleMailWakeUp(mailer, settings.mailRetryMs, log)] : []),
    ...(backupDir
      ? [scheduleBackups(opened, backupDir, settings.backupKeep, { log })]
      : []),
    ...(bounceImapUrl && bounceAddress
      ? [
          scheduleBounceIntake(
            store,
            { imapUrl: bounceImapUrl, bounceAddress },
            { log },
          ),
        ]
      : []),
    // Mondays at 7:00 German time, the week in one mail to the company.
    ...(settings.notifyTo
      ? [scheduleWeekMail({ store, settings }, mailer, { log })]
      : []),
  ];
}

/**
 * Starts every job of the site's server, the one place that does: the
 * visitor log's deletion at once, the rest once the store is open (the
 * mail left from before then goes at once). Each job runs one run at a
 * time (every.ts); `stop` ends them all, also those still waiting for the
 * store, and resolves once the runs that went have ended.
 */
export function startJobs({
  log = quietLog(),
  visitorLog,
  delivery,
}: JobParts): { stop(): Promise<void> } {
  let stopped = false;
  const jobs: Stoppable[] = visitorLog
    ? [scheduleLogDeletion(() => visitorLog.prune(), log)]
    : [];
  void delivery?.opened.then((opened) => {
    if (!opened || stopped) return;
    void delivery.mailer?.flush();
    jobs.push(...deliveryJobs(delivery, opened, log));
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}

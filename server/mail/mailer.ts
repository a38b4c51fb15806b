import { type Log, quietLog } from "../log.ts";
import { readFileSync } from "node:fs";
import { formatAge } from "../age.ts";
import { newClaimant } from "../claimant.ts";
import type { Store } from "../store/index.ts";
import { StoreUnavailable } from "../store/keeper.ts";
import { type Addresses, composer } from "./compose.ts";
import { kindsOfLane } from "./kinds/index.ts";
import type { Lane } from "./kinds/kind.ts";
import { CLOSE_GRACE_MS, MailLane, type Stall } from "./lane.ts";
import type { MailRate } from "./mail-rate.ts";

export interface MailerOptions extends Addresses {
  smtpUrl: string;
  /** DKIM_SELECTOR and DKIM_KEY_FILE: every mail is signed for MAIL_FROM's domain. */
  dkim?: { selector: string; keyFile: string };
  /**
   * The longest wait between two tries of a failing mail (MAIL_RETRY_MS;
   * the server's mail wake-up, jobs/mail-wake-up.ts, looks as often at the
   * queue for mails other senders left).
   */
  retryMs?: number;
  /** The least time between two warnings about mails that do not leave. */
  warnEveryMs?: number;
  /** The server's log: that warning, and what else the sending tells the owner (quiet when omitted). */
  log?: Log;
  /** When the relay stops a lane (default: a warning in the log). */
  onStop?: (stall: Stall) => void;
  /**
   * The mail server's limit in mails per second, minute, hour or day, across
   * every sender on this store (MAIL_RATE); none: as fast as it takes them.
   */
  mailRate?: MailRate;
  /**
   * The lanes this process sends: the site's server sends notices and
   * subscriber mails; `npm run updates -- send` sends updates (default: the
   * server's two).
   */
  lanes?: readonly Lane[];
  /**
   * On shutdown, how long a mail already with the mail server may take to
   * finish before it is cancelled and its claim released (default 5 s).
   */
  closeGraceMs?: number;
}

const HOUR_MS = 3_600_000;

/** The return path and signing settings of `npm start` and `npm run updates`. */
export function signing(settings: {
  bounceAddress?: string;
  dkimSelector?: string;
  dkimKeyFile?: string;
}): Pick<MailerOptions, "bounceAddress" | "dkim"> {
  const { bounceAddress, dkimSelector, dkimKeyFile } = settings;
  return {
    bounceAddress,
    dkim:
      dkimSelector && dkimKeyFile
        ? { selector: dkimSelector, keyFile: dkimKeyFile }
        : undefined,
  };
}

/** The signing key, read once; the domain is MAIL_FROM's (else NOTIFY_FROM's). */
function dkimOf({ dkim, mailFrom, notifyFrom }: MailerOptions) {
  const sender = mailFrom ?? notifyFrom;
  if (!dkim || !sender) return undefined;
  const domainName = /@([^>\s]+)>?\s*$/.exec(sender)?.[1];
  if (!domainName) return undefined;
  return {
    domainName,
    keySelector: dkim.selector,
    privateKey: readFileSync(dkim.keyFile, "utf8"),
  };
}

/**
 * Warns while mails do not leave (failed at least once, or given up): at once
 * when it starts, then at most once per `everyMs`.
 */
function stuckWarning(
  store: Pick<Store, "outbox">,
  { everyMs, log }: { everyMs: number; log: Log },
) {
  let lastWarning: number | undefined;
  let checking: Promise<void> | undefined;
  const check = async (time: number) => {
    const { stuck, failed, oldestAt } = await store.outbox.stuck();
    if (stuck === 0 || !oldestAt) return;
    lastWarning = time;
    log.warn(
      `Mailversand: ${stuck} ${stuck === 1 ? "E-Mail" : "E-Mails"} nicht zugestellt (${failed} nach 72 Stunden aufgegeben), die älteste ist seit ${formatAge(time - Date.parse(oldestAt))} in der Warteschlange; npm run inbox -- list nennt sie.`,
    );
  };
  return {
    warnIfStuck(): Promise<void> {
      const time = Date.now();
      if (checking) return checking;
      if (lastWarning !== undefined && time - lastWarning < everyMs)
        return Promise.resolve();
      checking = check(time)
        .catch((error: unknown) => {
          // A store that is down is logged by the store keeper, once a
          // minute; this check runs at every look at the queue.
          if (!(error instanceof StoreUnavailable))
            log.error(
              { err: error },
              "Die Prüfung der E-Mail-Warteschlange ist fehlgeschlagen.",
            );
        })
        .finally(() => {
          checking = undefined;
        });
      return checking;
    },
    /** The check under way, if any. */
    settled: () => checking,
  };
}

/**
 * Sends the queued mails: contact notices to the company, confirmation and
 * welcome mails to subscribers, updates. Each lane has its own claims and
 * its own pooled connections, so a backlog of notices never holds up a
 * subscriber's mail. A mail leaves the queue only once the mail server
 * accepted it. A failed one waits (1 s, doubling up to `retryMs`) and is
 * tried again until 72 hours after it was queued; then it is kept as failed.
 * Each queued mail is taken by one sender at a time, on any instance.
 */
export function createMailer(store: Store, options: MailerOptions) {
  const { notifyTo, mailFrom, retryMs = 60_000 } = options;
  const dkim = dkimOf(options);
  const claimant = newClaimant();
  const log = options.log ?? quietLog();
  const stuck = stuckWarning(store, {
    everyMs: options.warnEveryMs ?? HOUR_MS,
    log,
  });
  const lane = (name: Lane) =>
    new MailLane(name, kindsOfLane(name), {
      store,
      smtpUrl: options.smtpUrl,
      dkim,
      composer: composer(store, options),
      claimant,
      retryMs,
      mailRate: options.mailRate,
      closeGraceMs: options.closeGraceMs ?? CLOSE_GRACE_MS,
      log,
      onFailures: stuck.warnIfStuck,
      // The relay refused for a reason of its own: the owner must act.
      onStop:
        options.onStop ??
        ((stall) =>
          log.warn(
            `Mailversand angehalten: ${stall.advice} Die E-Mails bleiben vorgemerkt; der nächste Versuch folgt in ${Math.round((stall.until - stall.since) / 1000)} s.`,
          )),
    });
  const wanted = new Set<Lane>(options.lanes ?? ["notices", "subscribers"]);
  const lanes = [
    // Each lane sends the kinds it is named for (./kinds/), with its own
    // connections: leads first, subscriber mails next, updates last, each
    // never waiting for another.
    ...(notifyTo && wanted.has("notices") ? [lane("notices")] : []),
    ...(mailFrom && wanted.has("subscribers") ? [lane("subscribers")] : []),
    ...(mailFrom && wanted.has("updates") ? [lane("updates")] : []),
  ];

  /** Sends whatever is queued, in every lane at once. */
  async function flush() {
    await Promise.all(lanes.map((each) => each.flush()));
  }
  return {
    flush,
    warnIfStuck: stuck.warnIfStuck,
    /** The lanes the relay stopped, while it lasts: why, and what to check. */
    stalls(): Stall[] {
      return lanes.flatMap((each) => each.stall() ?? []);
    },
    /**
     * Stops sending: no new claims, mails with the mail server get a few
     * seconds to finish, and whatever this sender still holds is released
     * for the next sender at once instead of waiting out its claim.
     */
    async close() {
      await Promise.all(lanes.map((each) => each.close()));
      await stuck.settled();
      await store.outbox.releaseClaims(claimant).catch(() => {});
    },
  };
}

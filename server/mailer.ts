import { randomUUID } from "node:crypto";
import nodemailer, { type Mail } from "nodemailer";
import { mails } from "../app/content/mails.ts";
import { retention } from "../app/content/retention.ts";
import { subscriptionPath } from "../app/content/subscription.ts";
import type { MailKind } from "./db.ts";
import { formatAge } from "./age.ts";
import { newClaimant } from "./claimant.ts";
import { confirmationMail, welcomeMail } from "./mail/subscriber-mails.ts";
import { StoreUnavailable } from "./store-keeper.ts";
import {
  CLAIM_MS,
  type ClaimedMail,
  type SignupRow,
  type Store,
  UNSUBSCRIBE_PLACEHOLDER,
} from "./store.ts";

export interface MailerOptions {
  smtpUrl: string;
  /** Public origin of the site, for the links in mails to subscribers. */
  siteUrl: string;
  /** The company's inbox for contact notices; none: notices stay queued. */
  notifyTo?: string;
  notifyFrom?: string;
  /** Sender of confirmation and subscriber mails; none: they stay queued. */
  mailFrom?: string;
  /**
   * The longest wait between two tries of a failing mail, and how often the
   * queue is looked at for mails other senders left (MAIL_RETRY_MS).
   */
  retryMs?: number;
  /** The least time between two warnings about mails that do not leave. */
  warnEveryMs?: number;
  /** Where that warning goes (default console.warn). */
  warn?: (message: string) => void;
  /**
   * The mail server's limit in mails per second, across every sender on this
   * store (MAIL_RATE); none: as fast as it takes them.
   */
  mailRate?: number;
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

/**
 * The kinds of mail one lane sends, with its own connections: leads first,
 * subscriber mails next, updates last, each never waiting for another.
 */
const laneKinds = {
  notices: ["contact-notice"],
  subscribers: ["signup-confirmation", "signup-welcome"],
  updates: ["update"],
} as const satisfies Record<string, readonly MailKind[]>;
export type Lane = keyof typeof laneKinds;
/** Mails a lane claims at once and hands to its connections together. */
const BATCH = 40;
/** SMTP connections per lane: enough to keep a local or relay server busy. */
const CONNECTIONS = 4;
/** Updates give way to a lead queued this recently (under MAIL_RATE). */
const LEADS_FIRST_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The first wait after a failure, doubled with each further one up to retryMs. */
const FIRST_RETRY_MS = 1000;
/**
 * A try that has not finished by then is cancelled and counts as failed,
 * well inside the claim: no other sender takes over a mail still being sent.
 */
const SEND_LIMIT_MS = CLAIM_MS / 2;
const HOUR_MS = 3_600_000;
/**
 * On shutdown, how long a mail already with the mail server may take to
 * finish; then it is cancelled and its claim released for the next sender
 * (well inside the 10 s a process manager waits).
 */
const CLOSE_GRACE_MS = 5_000;
/** A mail sent this long after its claim asks the store first whether it still holds it. */
const RECHECK_CLAIM_MS = 10_000;

/** What a log line may say of a sending error: codes, never the server's text, which can quote an address. */
function errorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
  };
  return [code, responseCode].filter(Boolean).join(" ") || "unknown";
}

/**
 * A refusal for good: an SMTP 5xx reply (but 503, a client's sequence error)
 * to the recipient or to the message. A 5xx to the sender or the login is a
 * fault of the site's setup that every mail shares: those stay queued and
 * are retried, with a warning, like a 4xx or an outage.
 */
function refusal(error: unknown): { recipient: boolean } | undefined {
  const { responseCode, command, code } = (error ?? {}) as {
    responseCode?: number;
    command?: string;
    code?: string;
  };
  if (!responseCode || responseCode < 500 || responseCode > 599) return;
  if (responseCode === 503 || code === "EAUTH") return;
  if (command === "MAIL FROM" || command?.startsWith("AUTH")) return;
  return { recipient: command === "RCPT TO" };
}

const berlin = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleString("de-DE", {
    timeZone: "Europe/Berlin",
    ...options,
  });

/**
 * The links of a subscriber's mails: confirm (its own secret, good once), and
 * unsubscribe (RFC 8058 one-click; good for the subscription's life).
 */
function subscriberLinks(
  siteUrl: string,
  signup: Pick<SignupRow, "token" | "confirm_token">,
) {
  const link = (path: string, token: string) => {
    const url = new URL(path, `${siteUrl}/`);
    url.searchParams.set("token", token);
    return url.toString();
  };
  return {
    confirm: link(
      subscriptionPath("signupConfirm"),
      signup.confirm_token ?? signup.token,
    ),
    unsubscribe: link(subscriptionPath("unsubscribe"), signup.token),
  };
}

/**
 * Sends the queued mails: contact notices to the company, confirmation and
 * welcome mails to subscribers. Two lanes, each with its own claims and its
 * own pooled connections, so a backlog of notices never holds up a
 * subscriber's mail. A mail leaves the queue only once the mail server
 * accepted it. A failed one waits (1 s, doubling up to `retryMs`) and is
 * tried again until 72 hours after it was queued; then it is kept as failed.
 * Each queued mail is taken by one sender at a time, on any instance.
 */
export function createMailer(store: Store, options: MailerOptions) {
  const {
    smtpUrl,
    siteUrl,
    notifyTo,
    mailFrom,
    retryMs = 60_000,
    warnEveryMs = HOUR_MS,
    warn = console.warn,
  } = options;
  const notifyFrom = options.notifyFrom ?? mailFrom ?? notifyTo;
  /** This sender's name on the mails it takes (claimant.ts). */
  const claimant = newClaimant();

  // The host name only: a port is no part of a Message-ID's domain (RFC 5322).
  const siteHost = new URL(siteUrl).hostname;
  /** A Message-ID at the site's domain; an update's is the same on every try. */
  const messageId = (mail: ClaimedMail) =>
    mail.kind === "update" && mail.signup
      ? `<update-${mail.updateId}-${mail.signup.id}@${siteHost}>`
      : `<${randomUUID()}@${siteHost}>`;

  /** Updates as stored when their sending began, by id: each is read once. */
  const updateContents = new Map<
    number,
    Promise<{ subject: string; html: string; text: string } | undefined>
  >();

  /**
   * The mail to send for a queued one; none when what it is about was
   * deleted meanwhile (an unsubscribe, a deletion), or when an update's
   * recipient left before it went out.
   */
  async function compose(mail: ClaimedMail): Promise<Mail.Options | undefined> {
    const { contact, signup } = mail;
    if (mail.kind === "contact-notice") {
      if (!contact) return undefined;
      const deleteBy = new Date(
        Date.parse(contact.created_at) +
          retention.contactRequestDays * 86_400_000,
      ).toISOString();
      return {
        from: notifyFrom,
        to: notifyTo,
        replyTo: contact.email,
        subject: mails.contactNotice.subject(contact.name),
        text: mails.contactNotice.text({
          ...contact,
          receivedAt: berlin(contact.created_at, {
            dateStyle: "medium",
            timeStyle: "short",
          }),
          deleteBy: berlin(deleteBy, { dateStyle: "medium" }),
        }),
      };
    }
    if (!signup) return undefined;
    const links = subscriberLinks(siteUrl, signup);
    const subscriberMail = {
      from: mailFrom,
      to: signup.email,
      // RFC 8058: mail programs offer a one-click unsubscribe button.
      list: { unsubscribe: links.unsubscribe },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
    switch (mail.kind) {
      case "signup-confirmation":
        return { ...subscriberMail, ...(await confirmationMail(links)) };
      case "signup-welcome":
        return { ...subscriberMail, ...(await welcomeMail(links)) };
      case "update": {
        if (mail.updateId === undefined) return undefined;
        let content = updateContents.get(mail.updateId);
        if (!content) {
          content = store.updateContent(mail.updateId);
          updateContents.set(mail.updateId, content);
        }
        const update = await content;
        // Who unsubscribed after the sending began gets nothing.
        if (!update || !(await store.stillSubscribed(signup.id))) {
          return undefined;
        }
        const own = (part: string) =>
          part.replaceAll(UNSUBSCRIBE_PLACEHOLDER, links.unsubscribe);
        return {
          ...subscriberMail,
          subject: update.subject,
          html: own(update.html),
          text: own(update.text),
        };
      }
      default:
        return mail.kind satisfies never;
    }
  }

  /**
   * One lane: claims only its kinds, in batches, and sends each batch at once
   * through its own connection pool. Runs never overlap; a flush during a run
   * asks for one more pass.
   */
  function createLane(kinds: readonly MailKind[]) {
    const bulk = kinds.includes("update");

    /**
     * Under MAIL_RATE: waits for one of this second's slots, shared with every
     * sender on the store. Updates leave the slots to notices and subscriber
     * mails that wait, so a lead queued during an update leaves within a
     * second or two.
     */
    async function waitForSlot() {
      if (!options.mailRate) return;
      for (;;) {
        if (closed) throw new Error("shutting down");
        if (bulk && (await store.othersWaiting(kinds, LEADS_FIRST_MS))) {
          await sleep(50);
          continue;
        }
        if (await store.takeSendSlot(options.mailRate)) return;
        await sleep(1000 - (Date.now() % 1000) + 1);
      }
    }

    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: CONNECTIONS,
      // nodemailer waits up to 2 minutes for a connection and 10 for a reply;
      // a server that does not answer should fail a try sooner.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    let running: Promise<void> | undefined;
    let again = false;
    let closed = false;
    /**
     * The tries with the mail server now, each with its own controller: a
     * shutdown cancels them once its grace period is over. (One signal
     * combined with each try's by AbortSignal.any kept every try's signal
     * alive: 62 MB more heap over 100,000 mails.)
     */
    const inFlight = new Set<AbortController>();
    /** The last batch failed entirely: the mail server may be down. */
    let failing = false;
    let wake: { at: number; timer: NodeJS.Timeout } | undefined;

    /** Runs the lane again once the earliest failed mail is due. */
    function wakeIn(ms: number) {
      const at = Date.now() + ms;
      if (wake && wake.at <= at) return;
      if (wake) clearTimeout(wake.timer);
      const timer = setTimeout(() => {
        wake = undefined;
        void flush();
      }, ms);
      timer.unref();
      wake = { at, timer };
    }

    /**
     * Sends one mail; the wait before its next try when it failed.
     * `claimedAt`: when this sender claimed it, on its own clock.
     */
    async function send(
      mail: ClaimedMail,
      claimedAt: number,
    ): Promise<number | undefined> {
      let message: Mail.Options | undefined;
      try {
        message = await compose(mail);
        // A mail whose subject was deleted meanwhile has nothing to send.
        if (message) {
          await waitForSlot();
          // A claim lasts minutes: one taken seconds ago still holds. Only a
          // sender held up since (a stalled process, a long wait for a slot)
          // asks the store, renewing it, whether the mail is still its own:
          // another sender may have it now, and it is not sent twice.
          if (
            Date.now() - claimedAt > RECHECK_CLAIM_MS &&
            !(await store.holdClaim(mail))
          )
            return undefined;
          const attempt = new AbortController();
          const limit = setTimeout(
            () => attempt.abort(new Error("no answer in time")),
            SEND_LIMIT_MS,
          );
          inFlight.add(attempt);
          try {
            await transport.sendMail({
              ...message,
              messageId: messageId(mail),
              signal: attempt.signal,
            });
          } finally {
            clearTimeout(limit);
            inFlight.delete(attempt);
          }
        }
      } catch (error) {
        // Shutting down: the claim is released for the next sender (close()).
        if (closed) return undefined;
        const refused = refusal(error);
        if (refused) {
          await store.mailRefused(mail, errorCode(error), refused);
          if (mail.kind === "contact-notice") {
            warn(
              `Mail: the mail server refused the contact notice #${mail.id} for good (${errorCode(error)}): check NOTIFY_TO and MAIL_FROM; npm run check:launch names the fault.`,
            );
          } else {
            console.error(
              `Mail #${mail.id} (${mail.kind}) refused for good by the mail server: ${errorCode(error)}${refused.recipient ? "; the address is marked undeliverable" : ""}.`,
            );
          }
          // Nothing to wait for: the mail is done with.
          return undefined;
        }
        const wait = Math.min(
          retryMs,
          FIRST_RETRY_MS * 2 ** Math.min(mail.attempts - 1, 30),
        );
        const reason = error instanceof Error ? error.message : String(error);
        if (await store.mailFailed(mail, reason, wait)) {
          console.error(
            `Gave up mail #${mail.id} (${mail.kind}): still failing 72 hours after it was queued, after ${mail.attempts} ${mail.attempts === 1 ? "try" : "tries"}. Last error: ${errorCode(error)} (the full text, which may quote the address, is in the store: npm run inbox -- list).`,
          );
        }
        return wait;
      }
      await store.mailSent(mail, { delivered: message !== undefined });
      return undefined;
    }

    async function run() {
      for (;;) {
        // On shutdown no further batch is taken.
        if (closed) return;
        const claimedAt = Date.now();
        const batch = await store.claimMails(kinds, BATCH, claimant);
        if (batch.length === 0) return;
        const waits = await Promise.all(
          batch.map((mail) => send(mail, claimedAt)),
        );
        const failed = waits.filter((wait) => wait !== undefined);
        const sent = batch.length - failed.length;
        if (sent > 0 && failing) {
          // The server takes mail again: whatever waits after the outage goes now.
          failing = false;
          await store.retryNow(kinds);
        }
        if (failed.length > 0) {
          wakeIn(Math.min(...failed));
          await warnIfStuck();
        }
        if (sent === 0) {
          // Nothing got through: the rest waits for the wake-up, a flush or the timer.
          failing = true;
          return;
        }
      }
    }

    function flush(): Promise<void> {
      if (closed) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await run();
          } catch (error) {
            // A store that is down is logged by store-keeper.ts, once a minute.
            if (!(error instanceof StoreUnavailable))
              console.error("Sending queued mails failed:", error);
          }
        } while (again);
        // In the same step as the last check of `again`: a flush from now on starts a new run.
        running = undefined;
      })();
      return running;
    }

    return {
      flush,
      async close() {
        closed = true;
        const grace = setTimeout(() => {
          for (const attempt of inFlight) attempt.abort();
        }, options.closeGraceMs ?? CLOSE_GRACE_MS);
        await running;
        clearTimeout(grace);
        if (wake) clearTimeout(wake.timer);
        transport.close();
      },
    };
  }

  const wanted = new Set<Lane>(options.lanes ?? ["notices", "subscribers"]);
  const lanes = [
    ...(notifyTo && wanted.has("notices")
      ? [createLane(laneKinds.notices)]
      : []),
    ...(mailFrom && wanted.has("subscribers")
      ? [createLane(laneKinds.subscribers)]
      : []),
    ...(mailFrom && wanted.has("updates")
      ? [createLane(laneKinds.updates)]
      : []),
  ];

  let lastWarning: number | undefined;
  let checking: Promise<void> | undefined;
  /**
   * Warns while mails do not leave (failed at least once, or given up): at
   * once when it starts, then at most once per `warnEveryMs`.
   */
  function warnIfStuck(): Promise<void> {
    const time = Date.now();
    if (checking) return checking;
    if (lastWarning !== undefined && time - lastWarning < warnEveryMs)
      return Promise.resolve();
    checking = store
      .stuckMails()
      .then(({ stuck, failed, oldestAt }) => {
        if (stuck === 0 || !oldestAt) return;
        lastWarning = time;
        warn(
          `Mail: ${stuck} mail${stuck === 1 ? "" : "s"} not delivered (${failed} given up after 72 hours), the oldest queued ${formatAge(time - Date.parse(oldestAt))} ago; npm run inbox -- list names them.`,
        );
      })
      .catch((error: unknown) => {
        console.error("Checking the mail queue failed:", error);
      })
      .finally(() => {
        checking = undefined;
      });
    return checking;
  }

  /** Sends whatever is queued, in every lane at once. */
  async function flush() {
    await Promise.all(lanes.map((lane) => lane.flush()));
  }

  // Every retryMs: mails other senders left (a claim that ran out, a wait
  // that ended), then whether anything is stuck.
  const timer = setInterval(() => {
    void flush().then(warnIfStuck);
  }, retryMs);
  timer.unref();

  return {
    flush,
    warnIfStuck,
    /**
     * Stops sending: no new claims, mails with the mail server get a few
     * seconds to finish, and whatever this sender still holds is released
     * for the next sender at once instead of waiting out its claim.
     */
    async close() {
      clearInterval(timer);
      await Promise.all(lanes.map((lane) => lane.close()));
      await checking;
      await store.releaseClaims(claimant).catch(() => {});
    },
  };
}

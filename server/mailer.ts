import nodemailer, { type Mail } from "nodemailer";
import { mails } from "../app/content/mails.ts";
import { retention } from "../app/content/retention.ts";
import { subscriptionPath } from "../app/content/subscription.ts";
import type { MailKind } from "./db.ts";
import { formatAge } from "./age.ts";
import { CLAIM_MS, type ClaimedMail, type Store } from "./store.ts";

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
}

/** The kinds of mail one lane sends, with its own connections. */
const laneKinds = {
  subscribers: ["signup-confirmation", "signup-welcome"],
  notices: ["contact-notice"],
} as const satisfies Record<string, readonly MailKind[]>;
/** Mails a lane claims at once and hands to its connections together. */
const BATCH = 40;
/** SMTP connections per lane: enough to keep a local or relay server busy. */
const CONNECTIONS = 4;
/** The first wait after a failure, doubled with each further one up to retryMs. */
const FIRST_RETRY_MS = 1000;
/**
 * A try that has not finished by then is cancelled and counts as failed,
 * well inside the claim: no other sender takes over a mail still being sent.
 */
const SEND_LIMIT_MS = CLAIM_MS / 2;
const HOUR_MS = 3_600_000;

/** What a log line may say of a sending error: codes, never the server's text, which can quote an address. */
function errorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
  };
  return [code, responseCode].filter(Boolean).join(" ") || "unknown";
}

const berlin = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleString("de-DE", {
    timeZone: "Europe/Berlin",
    ...options,
  });

/** The links of a subscriber's mails: confirm, and unsubscribe (RFC 8058 one-click). */
function subscriberLinks(siteUrl: string, token: string) {
  const link = (path: string) => {
    const url = new URL(path, `${siteUrl}/`);
    url.searchParams.set("token", token);
    return url.toString();
  };
  return {
    confirm: link(subscriptionPath("signupConfirm")),
    unsubscribe: link(subscriptionPath("unsubscribe")),
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

  function compose(mail: ClaimedMail): Mail.Options | undefined {
    const { contact, signup } = mail;
    if (mail.kind === "contact-notice" && contact) {
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
    const links = subscriberLinks(siteUrl, signup.token);
    const subscriberMail = {
      from: mailFrom,
      to: signup.email,
      // RFC 8058: mail programs offer a one-click unsubscribe button.
      list: { unsubscribe: links.unsubscribe },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
    if (mail.kind === "signup-confirmation") {
      return {
        ...subscriberMail,
        subject: mails.signupConfirmation.subject,
        text: mails.signupConfirmation.text(links),
      };
    }
    return {
      ...subscriberMail,
      subject: mails.signupWelcome.subject,
      text: mails.signupWelcome.text(links),
    };
  }

  /**
   * One lane: claims only its kinds, in batches, and sends each batch at once
   * through its own connection pool. Runs never overlap; a flush during a run
   * asks for one more pass.
   */
  function createLane(kinds: readonly MailKind[]) {
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

    /** Sends one mail; the wait before its next try when it failed. */
    async function send(mail: ClaimedMail): Promise<number | undefined> {
      const message = compose(mail);
      try {
        // A mail whose subject was deleted meanwhile has nothing to send.
        if (message) {
          await transport.sendMail({
            ...message,
            signal: AbortSignal.timeout(SEND_LIMIT_MS),
          });
        }
      } catch (error) {
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
      await store.mailSent(mail);
      return undefined;
    }

    async function run() {
      for (;;) {
        const batch = await store.claimMails(kinds, BATCH);
        if (batch.length === 0) return;
        const waits = await Promise.all(batch.map(send));
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
        await running;
        if (wake) clearTimeout(wake.timer);
        transport.close();
      },
    };
  }

  const lanes = [
    ...(mailFrom ? [createLane(laneKinds.subscribers)] : []),
    ...(notifyTo ? [createLane(laneKinds.notices)] : []),
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
    async close() {
      clearInterval(timer);
      await Promise.all(lanes.map((lane) => lane.close()));
      await checking;
    },
  };
}

import nodemailer, { type Mail } from "nodemailer";
import { StoreUnavailable } from "../store/keeper.ts";
import { CLAIM_MS, type ClaimedMail, type Store } from "../store/index.ts";
import type { MailKind } from "../store/schema.ts";
import type { Composer } from "./compose.ts";
import { kindOf } from "./kinds/index.ts";
import type { Lane } from "./kinds/kind.ts";
import { completeMail, failMail, loadSubject, refuseMail } from "./outcome.ts";
import { type MailRate, waitForSlot } from "./mail-rate.ts";
import { type StopCause, retryWait, stopAdvice, verdict } from "./refusal.ts";

/** Mails a lane claims at once and hands to its connections together. */
const BATCH = 40;
/** SMTP connections per lane: enough to keep a local or relay server busy. */
const CONNECTIONS = 4;
/**
 * A try that has not finished by then is cancelled and counts as failed,
 * well inside the claim: no other sender takes over a mail still being sent.
 */
const SEND_LIMIT_MS = CLAIM_MS / 2;
/**
 * On shutdown, how long a mail already with the mail server may take to
 * finish; then it is cancelled and its claim released for the next sender
 * (well inside the 10 s a process manager waits).
 */
export const CLOSE_GRACE_MS = 5_000;
/** A mail sent this long after its claim asks the store first whether it still holds it. */
const RECHECK_CLAIM_MS = 10_000;

/** A lane the relay stopped: why, since when, until when nothing is tried. */
export interface Stall {
  cause: StopCause;
  code: string;
  /** What the owner reads: the cause and the setting to check. */
  advice: string;
  since: number;
  until: number;
}

/** What a lane needs besides its kinds. */
export interface LaneSetup {
  store: Store;
  smtpUrl: string;
  /** The DKIM key the mails are signed with; none: unsigned. */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  composer: Composer;
  /** This sender's name on the mails it takes (claimant.ts). */
  claimant: string;
  retryMs: number;
  /** MAIL_RATE: mails per second, minute, hour or day across every sender; none: no limit. */
  mailRate?: MailRate;
  closeGraceMs: number;
  /**
   * What the owner reads of a mail refused for good or given up (a contact
   * notice refused: the owner must act); a command passes its standard error.
   */
  warn: (message: string) => void;
  /** Called after a batch with failures: the mailer warns when mails are stuck. */
  onFailures: () => Promise<void>;
  /** Called when the relay stops the lane (once per stop). */
  onStop: (stall: Stall) => void;
}

/**
 * One lane: claims only its kinds, in batches, and sends each batch at once
 * through its own connection pool. Runs never overlap; a flush during a run
 * asks for one more pass. All its state is the fields below.
 */
export class MailLane {
  readonly #lane: Lane;
  readonly #kinds: readonly MailKind[];
  readonly #setup: LaneSetup;
  readonly #transport: ReturnType<typeof nodemailer.createTransport>;
  /** The run under way, if any. */
  #running: Promise<void> | undefined;
  /** A flush came during the run: one more pass. */
  #again = false;
  /** Shutting down: no new claims, no new tries. */
  #closed = false;
  /**
   * The tries with the mail server now, each with its own controller: a
   * shutdown cancels them once its grace period is over. (One signal
   * combined with each try's by AbortSignal.any kept every try's signal
   * alive: 62 MB more heap over 100,000 mails.)
   */
  readonly #inFlight = new Set<AbortController>();
  /** The last batch failed entirely: the mail server may be down. */
  #failing = false;
  /**
   * The relay refused for a reason of its own: nothing is claimed until
   * `until`, the mails stay queued untouched.
   */
  #stopped: Stall | undefined;
  /** The wake-up for the earliest failed mail's next try. */
  #wake: { at: number; timer: NodeJS.Timeout } | undefined;

  constructor(lane: Lane, kinds: readonly MailKind[], setup: LaneSetup) {
    this.#lane = lane;
    this.#kinds = kinds;
    this.#setup = setup;
    this.#transport = nodemailer.createTransport({
      url: setup.smtpUrl,
      // Every mail signed (RFC 6376); nodemailer's header list covers From,
      // To, Subject, Date, Message-ID and the List-* headers of RFC 8058.
      ...(setup.dkim ? { dkim: setup.dkim } : {}),
      pool: true,
      maxConnections: CONNECTIONS,
      // nodemailer waits up to 2 minutes for a connection and 10 for a reply;
      // a server that does not answer should fail a try sooner.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  }

  /** Sends whatever of its kinds is due; resolves when the lane is idle again. */
  flush(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        try {
          await this.#run();
        } catch (error) {
          // A store that is down is logged by the store keeper, once a minute.
          if (!(error instanceof StoreUnavailable))
            console.error(
              "Der Versand der E-Mails aus der Warteschlange ist fehlgeschlagen:",
              error,
            );
        }
      } while (this.#again);
      // In the same step as the last check of `again`: a flush from now on starts a new run.
      this.#running = undefined;
    })();
    return this.#running;
  }

  /** Stops: mails with the mail server get the grace period, then are cancelled. */
  async close() {
    this.#closed = true;
    const grace = setTimeout(() => {
      for (const attempt of this.#inFlight) attempt.abort();
    }, this.#setup.closeGraceMs);
    await this.#running;
    clearTimeout(grace);
    if (this.#wake) clearTimeout(this.#wake.timer);
    this.#transport.close();
  }

  /** The relay's stop, while it lasts. */
  stall(): Stall | undefined {
    return this.#stopped;
  }

  async #run() {
    const { store, claimant } = this.#setup;
    if (this.#stopped && Date.now() < this.#stopped.until) return;
    this.#stopped = undefined;
    // On shutdown, or once the relay stopped the lane, no further batch is taken.
    while (!this.#closed && !this.#stopped) {
      const claimedAt = Date.now();
      const batch = await store.outbox.claim(
        this.#kinds,
        BATCH,
        claimant,
        loadSubject,
      );
      if (batch.length === 0) return;
      const waits = await Promise.all(
        batch.map((mail) => this.#send(mail, claimedAt)),
      );
      const failed = waits.filter((wait) => wait !== undefined);
      const sent = batch.length - failed.length;
      if (sent > 0 && this.#failing) {
        // The server takes mail again: whatever waits after the outage goes now.
        this.#failing = false;
        await store.outbox.retryNow(this.#kinds);
      }
      if (failed.length > 0) {
        this.#wakeIn(Math.min(...failed));
        await this.#setup.onFailures();
      }
      if (sent === 0) {
        // Nothing got through: the rest waits for the wake-up, a flush or the timer.
        this.#failing = true;
        return;
      }
    }
  }

  /** Runs the lane again once the earliest failed mail is due. */
  #wakeIn(ms: number) {
    const at = Date.now() + ms;
    if (this.#wake && this.#wake.at <= at) return;
    if (this.#wake) clearTimeout(this.#wake.timer);
    const timer = setTimeout(() => {
      this.#wake = undefined;
      void this.flush();
    }, ms);
    timer.unref();
    this.#wake = { at, timer };
  }

  /**
   * Sends one mail; the wait before its next try when it failed.
   * `claimedAt`: when this sender claimed it, on its own clock.
   */
  async #send(mail: ClaimedMail, claimedAt: number) {
    let message: Mail.Options | undefined;
    // The relay stopped the lane while this batch was under way.
    if (this.#stopped) {
      await this.#setup.store.outbox.putBack(
        mail,
        `angehalten: ${this.#stopped.advice}`,
      );
      return undefined;
    }
    try {
      message = await this.#setup.composer.compose(mail);
      // A mail whose subject was deleted meanwhile has nothing to send.
      if (message && !(await this.#deliver(mail, message, claimedAt)))
        return undefined;
    } catch (error) {
      // Shutting down: the claim is released for the next sender (close()).
      if (this.#closed) return undefined;
      return this.#failed(mail, error);
    }
    await completeMail(this.#setup.store, mail, {
      delivered: message !== undefined,
    });
    return undefined;
  }

  /** Hands one mail to the mail server; false when it is no longer this sender's. */
  async #deliver(mail: ClaimedMail, message: Mail.Options, claimedAt: number) {
    const { store, composer, mailRate } = this.#setup;
    const mine = await waitForSlot(store, {
      kinds: this.#kinds,
      rate: mailRate,
      lane: this.#lane,
      stopped: () => this.#closed,
      stillMine: () => store.outbox.renewClaim(mail),
    });
    if (!mine) return false;
    // A claim lasts minutes: one taken seconds ago still holds. Only a sender
    // held up since (a stalled process, a long wait for a slot) asks the
    // store, renewing it, whether the mail is still its own: another sender
    // may have it now, and it is not sent twice.
    if (
      Date.now() - claimedAt > RECHECK_CLAIM_MS &&
      !(await store.outbox.renewClaim(mail))
    )
      return false;
    const attempt = new AbortController();
    const limit = setTimeout(
      () =>
        attempt.abort(
          new Error("keine Antwort des Mailservers in der vorgesehenen Zeit"),
        ),
      SEND_LIMIT_MS,
    );
    this.#inFlight.add(attempt);
    try {
      await this.#transport.sendMail({
        ...message,
        messageId: composer.messageId(mail),
        signal: attempt.signal,
      });
    } finally {
      clearTimeout(limit);
      this.#inFlight.delete(attempt);
    }
    return true;
  }

  /** The relay stopped the lane: nothing more is tried before `retryMs` has passed. */
  #stop(cause: StopCause, code: string) {
    if (this.#stopped) return;
    const since = Date.now();
    const pause = Math.max(this.#setup.retryMs, 1000);
    this.#stopped = {
      cause,
      code,
      advice: stopAdvice(cause, code),
      since,
      until: since + pause,
    };
    this.#wakeIn(pause);
    this.#setup.onStop(this.#stopped);
  }

  /**
   * A try failed. A mailbox refused for good marks its address and ends the
   * mail; a refusal of this mail alone ends it; a refusal of the relay's own
   * (sender, login, rule, quota) stops the lane and puts the mail back;
   * anything else waits. The wait, if any.
   */
  async #failed(mail: ClaimedMail, error: unknown) {
    const { store, warn, retryMs } = this.#setup;
    const read = verdict(error);
    if (read.kind === "stop") {
      this.#stop(read.cause, read.code);
      await store.outbox.putBack(mail, `angehalten: ${this.#stopped!.advice}`);
      return undefined;
    }
    if (read.kind === "mailbox" || read.kind === "message") {
      const recipient = read.kind === "mailbox";
      await refuseMail(store, mail, read.code, { recipient });
      const company = kindOf(mail.kind)?.toTheCompany;
      if (company) {
        warn(
          `Mailversand: Der Mailserver hat ${company.what} (E-Mail #${mail.id}) endgültig abgelehnt (${read.code}): Prüfen Sie NOTIFY_TO und MAIL_FROM; npm run check:launch nennt den Fehler, npm run inbox -- resend ${mail.id} sendet sie danach erneut.`,
        );
      } else {
        warn(
          `E-Mail #${mail.id} (${mail.kind}) vom Mailserver endgültig abgelehnt: ${read.code}${recipient ? "; die Adresse ist als unzustellbar markiert" : ""}.`,
        );
      }
      // Nothing to wait for: the mail is done with.
      return undefined;
    }
    const wait = retryWait(mail.attempts, retryMs);
    const reason = error instanceof Error ? error.message : String(error);
    if (await failMail(store, mail, reason, wait)) {
      warn(
        `E-Mail #${mail.id} (${mail.kind}) aufgegeben: 72 Stunden nach dem Einreihen scheitert sie noch, nach ${mail.attempts} ${mail.attempts === 1 ? "Versuch" : "Versuchen"}. Letzter Fehler: ${read.code} (der volle Text, der die Adresse nennen kann, steht in der Datenbank: npm run inbox -- list).`,
      );
    }
    return wait;
  }
}

import type { Log } from "../log.ts";
import { every } from "./every.ts";

/**
 * Every MAIL_RETRY_MS (a minute by default), the mailer looks again: for
 * mails other senders left (a claim that ran out, a wait that ended), then
 * whether anything is stuck, which it warns about.
 */
export function scheduleMailWakeUp(
  mailer: { flush(): Promise<void>; warnIfStuck(): Promise<void> },
  everyMs: number,
  log?: Log,
) {
  return every({
    does: "Der Blick des Mailversands in die Warteschlange",
    everyMs,
    log,
    atStart: false,
    run: () => mailer.flush().then(() => mailer.warnIfStuck()),
  });
}

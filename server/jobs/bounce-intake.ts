import { describeTally } from "../mail/bounce-intake.ts";
import { takeInMailbox } from "../mail/bounce-mailbox.ts";
import type { Store } from "../store/index.ts";
import { every } from "./every.ts";

/** How often the server reads the bounce mailbox (the privacy statement says so). */
export const BOUNCE_INTAKE_EVERY_MS = 5 * 60_000;

/**
 * Every five minutes (and at start), the server reads the bounce mailbox
 * (BOUNCE_IMAP_URL) as `npm run inbox -- bounces` does, deletes what it
 * read, and logs what it changed and what it set aside. Safe on every
 * instance at once: taking a report in twice changes nothing more.
 */
export function scheduleBounceIntake(
  store: Pick<Store, "submissions" | "updates" | "secrets">,
  { imapUrl, bounceAddress }: { imapUrl: string; bounceAddress: string },
  { log = console.log, everyMs = BOUNCE_INTAKE_EVERY_MS } = {},
) {
  return every({
    does: "Das Lesen des Rücklauf-Postfachs (BOUNCE_IMAP_URL)",
    everyMs,
    async run() {
      const { messages, tally } = await takeInMailbox(
        store,
        imapUrl,
        bounceAddress,
        { log },
      );
      if (messages > 0) log(describeTally(tally, messages));
      return tally;
    },
  });
}

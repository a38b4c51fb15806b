import type { MailKind } from "../store/schema.ts";
import type { Store } from "../store/index.ts";

/** Updates give way to a lead queued this recently (under MAIL_RATE). */
const LEADS_FIRST_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Under MAIL_RATE: waits for one of this second's slots, shared with every
 * sender on the store. Updates (`bulk`) leave the slots to notices and
 * subscriber mails that wait, so a lead queued during an update leaves
 * within a second or two. Throws once `stopped()` says the lane is closing.
 */
export async function waitForSlot(
  store: Pick<Store, "pacing">,
  {
    kinds,
    perSecond,
    bulk,
    stopped,
  }: {
    kinds: readonly MailKind[];
    perSecond: number | undefined;
    bulk: boolean;
    stopped: () => boolean;
  },
) {
  if (!perSecond) return;
  for (;;) {
    if (stopped()) throw new Error("shutting down");
    if (bulk && (await store.pacing.othersWaiting(kinds, LEADS_FIRST_MS))) {
      await sleep(50);
      continue;
    }
    if (await store.pacing.takeSlot(perSecond)) return;
    await sleep(1000 - (Date.now() % 1000) + 1);
  }
}

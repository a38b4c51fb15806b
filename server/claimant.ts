import { randomUUID } from "node:crypto";
import type { Store } from "./store/index.ts";
import { hostname } from "node:os";

/**
 * A sender's name on the mails it takes: host, process id and a random part.
 * A sender that ran on this host and whose process is gone can be recognised
 * and its mails freed at once, instead of after the claim runs out.
 */
export function newClaimant(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Frees the mails that senders on this host took and could not finish because
 * their process ended (a crash, a kill). Senders on other hosts keep theirs
 * until the claim runs out. Returns how many senders were found gone.
 */
export async function releaseClaimsOfEndedSenders(
  store: Pick<Store, "outbox">,
): Promise<number> {
  let released = 0;
  for (const claimant of await store.outbox.claimants(`${hostname()}:`)) {
    const pid = Number(claimant.split(":")[1]);
    if (Number.isInteger(pid) && !isRunning(pid)) {
      await store.outbox.releaseClaims(claimant);
      released++;
    }
  }
  return released;
}

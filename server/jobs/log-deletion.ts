import { every } from "./every.ts";

/**
 * Every minute, deletes the visitor log's daily files once they are older
 * than the privacy statement allows (the log also looks at each new day).
 */
export function scheduleLogDeletion(prune: () => Promise<void>) {
  return every({
    does: "Deleting visitor log files past their days",
    everyMs: 60_000,
    atStart: false,
    run: prune,
  });
}

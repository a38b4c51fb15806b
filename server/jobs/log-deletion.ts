import type { Log } from "../log.ts";
import { every } from "./every.ts";

/**
 * Every minute, deletes the visitor log's daily files once they are older
 * than the privacy statement allows (the log also looks at each new day).
 */
export function scheduleLogDeletion(prune: () => Promise<void>, log?: Log) {
  return every({
    does: "Das Löschen abgelaufener Dateien des Besucherprotokolls",
    log,
    everyMs: 60_000,
    atStart: false,
    run: prune,
  });
}

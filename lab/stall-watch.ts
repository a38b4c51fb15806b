// Notes when the whole machine stood still. On the two-core machine the
// benchmarks run on, every process sometimes stops for 100–500 ms at once (a
// timer in a separate process at the highest priority misses its turn just as
// long), which no page causes and no phone has. A measurement of a few tens
// of milliseconds that such a stop overlaps says nothing about the page.
import { Worker } from "node:worker_threads";

/** A stop of the machine: when it began and ended, in ms since the epoch. */
type Stall = readonly [start: number, end: number];

/** A stop longer than this is one; a 5 ms timer is otherwise never this late. */
const STALL_MS = 40;

// The watcher runs in a thread of its own at the highest priority (root may
// set it; anyone else gets a warning and an ordinary thread, whose own delays
// then count as stops too), so that neither this process's work nor the
// browser's threads delay it: when it is late, everything was.
const WATCHER = `
const { parentPort } = require("node:worker_threads");
const os = require("node:os");
try {
  os.setPriority(0, os.constants.priority.PRIORITY_HIGHEST);
} catch {
  parentPort.postMessage("no-priority");
}
const now = () => performance.timeOrigin + performance.now();
let last = now();
setInterval(() => {
  const at = now();
  if (at - last > ${STALL_MS}) parentPort.postMessage([last, at]);
  last = at;
}, 5);
`;

export interface StallWatch {
  /** Whether a stop of the machine fell (even partly) within [from, to], in ms since the epoch. */
  stoodStill(from: number, to: number): boolean;
  stop(): Promise<void>;
}

export function watchStalls(): StallWatch {
  const stalls: Stall[] = [];
  const worker = new Worker(WATCHER, { eval: true });
  worker.on("message", (message: Stall | "no-priority") => {
    if (message === "no-priority")
      console.warn(
        "The stall watcher runs at normal priority (raising it needs root): its own delays count as stops of the machine.",
      );
    else stalls.push(message);
  });
  worker.on("error", (error) => {
    throw error;
  });
  worker.unref();
  return {
    stoodStill(from, to) {
      return stalls.some(([start, end]) => start < to && end > from);
    },
    async stop() {
      await worker.terminate();
    },
  };
}

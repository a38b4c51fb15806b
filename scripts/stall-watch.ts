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

// The watcher runs in a thread of its own, at the highest priority the user
// may set, so that neither this process's own work nor the browser's threads
// delay it: when it is late, everything was.
const WATCHER = `
const { parentPort } = require("node:worker_threads");
const os = require("node:os");
try { os.setPriority(0, -19); } catch {}
const now = () => performance.timeOrigin + performance.now();
let last = now();
setInterval(() => {
  const at = now();
  if (at - last > ${STALL_MS}) parentPort.postMessage([last, at]);
  last = at;
}, 5);
`;

export interface StallWatch {
  /** Whether the machine stood still for more than `ms` within [from, to] (ms since the epoch). */
  stoodStill(from: number, to: number, ms?: number): boolean;
  stop(): Promise<void>;
}

export function watchStalls(): StallWatch {
  const stalls: Stall[] = [];
  const worker = new Worker(WATCHER, { eval: true });
  worker.on("message", (stall: Stall) => stalls.push(stall));
  worker.unref();
  return {
    stoodStill(from, to, ms = STALL_MS) {
      return stalls.some(
        ([start, end]) => Math.min(end, to) - Math.max(start, from) > ms,
      );
    },
    async stop() {
      await worker.terminate();
    },
  };
}

// node scripts/bench/mail.ts: the mail queue against a local SMTP server
// (smtp-server in this process, accepting everything): how many mails a
// second leave a backlog of contact notices, how long a sign-up's
// confirmation waits behind 200 queued notices, and how soon the notices
// that waited out a mail-server outage arrive once it is back. The store is
// SQLite in a temporary folder, as on one machine. Prints a table, writes
// bench-results/mail.json, and exits non-zero when a budget is missed.
// npm run bench runs it as one of its sections.
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createMailer } from "../../server/mail/mailer.ts";
import { openStore } from "../../server/store/index.ts";
import { startSmtpSink } from "../../tests/support/smtp-sink.ts";

const budgets = {
  mailsPerSecond: 100,
  confirmationMs: 2_000,
  /** From the mail server's restart to the last notice queued during the outage. */
  recoveryMs: 10_000,
};
const BACKLOG = 500;
const AHEAD = 200;
/** The outage: as the test of it, 150 retry intervals of 100 ms. */
const RETRY_MS = 100;
const OUTAGE_MS = 150 * RETRY_MS;

const notifyTo = "vertrieb@zunftwerk.example";
const root = path.resolve(import.meta.dirname, "../..");

interface Arrival {
  to: string;
  subject: string;
  at: number;
}

/**
 * An SMTP server that accepts every mail and notes recipient, subject and
 * time. Not the tests' mail catcher (tests/support/mail-catcher.ts): that one
 * parses every mail, which in this one process would compete with the mailer
 * being measured.
 */
async function startSink() {
  const arrivals: Arrival[] = [];
  const waiters = new Set<() => void>();
  const server = await startSmtpSink(({ to, raw }) => {
    arrivals.push({
      to,
      subject: raw.match(/^Subject: (.*)$/im)?.[1]?.trim() ?? "",
      at: performance.now(),
    });
    for (const wake of waiters) wake();
  });
  return {
    url: server.url,
    arrivals,
    /** Resolves once `done` holds, checked on every arrival; false after the timeout. */
    until(done: () => boolean, timeoutMs: number) {
      if (done()) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const check = () => {
          if (!done()) return;
          finish(true);
        };
        const finish = (result: boolean) => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(result);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        waiters.add(check);
      });
    },
    stop: server.stop,
    restart: server.restart,
  };
}

type Sink = Awaited<ReturnType<typeof startSink>>;

/** A fresh SQLite store and a mailer for it, sending to the sink. */
async function setUp(sink: Sink, retryMs?: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "mail-bench-"));
  const store = await openStore(dir);
  const mailer = createMailer(store, {
    smtpUrl: sink.url,
    siteUrl: "https://www.zunftwerk.example",
    notifyTo,
    notifyFrom: "website@zunftwerk.example",
    mailFrom: "neuigkeiten@zunftwerk.example",
    retryMs,
    // The outage is on purpose; its warning would only interrupt the table.
  });
  return {
    store,
    mailer,
    async queueNotices(from: number, count: number) {
      for (let i = from; i < from + count; i++) {
        await store.submissions.addContact({
          name: `Bench ${i}`,
          email: "bench@example.org",
          company: "",
          message: "Lasttest",
        });
      }
    },
    async close() {
      await mailer.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const notices = (sink: Sink) =>
  sink.arrivals.filter((mail) => mail.to === notifyTo);

/** Mails a second while a backlog of notices drains. */
async function throughput() {
  const sink = await startSink();
  const bench = await setUp(sink);
  await bench.queueNotices(0, BACKLOG);
  const start = performance.now();
  void bench.mailer.flush();
  const done = await sink.until(() => notices(sink).length >= BACKLOG, 300_000);
  const last = sink.arrivals.at(-1)?.at ?? performance.now();
  await bench.close();
  await sink.stop();
  return {
    sent: notices(sink).length,
    done,
    mailsPerSecond: (notices(sink).length / (last - start)) * 1000,
  };
}

/** A sign-up while 200 notices are being sent: how long until its confirmation arrives. */
async function confirmationDelay() {
  const sink = await startSink();
  const bench = await setUp(sink);
  await bench.queueNotices(0, AHEAD);
  void bench.mailer.flush();
  // The backlog is under way when the visitor signs up.
  await sink.until(() => notices(sink).length > 0, 60_000);
  const start = performance.now();
  await bench.store.submissions.subscribe(
    "neu@example.org",
    "Einwilligungstext",
  );
  void bench.mailer.flush();
  const isConfirmation = (mail: Arrival) => mail.to === "neu@example.org";
  await sink.until(() => sink.arrivals.some(isConfirmation), 120_000);
  const index = sink.arrivals.findIndex(isConfirmation);
  const delayMs = index === -1 ? Infinity : sink.arrivals[index]!.at - start;
  // Whatever remains of the backlog, so nothing is cut off mid-send.
  await sink.until(() => notices(sink).length >= AHEAD, 120_000);
  await bench.close();
  await sink.stop();
  return { delayMs, position: index + 1, of: sink.arrivals.length };
}

/**
 * The mail server is down for 150 retry intervals while notices are queued
 * and more arrive (each followed by a flush, as the form API does): how long
 * after its restart until every notice arrived, and whether any came twice.
 */
async function outage() {
  const sink = await startSink();
  await sink.stop();
  const bench = await setUp(sink, RETRY_MS);
  await bench.queueNotices(0, 50);
  void bench.mailer.flush();
  const outageEnds = performance.now() + OUTAGE_MS;
  let queued = 50;
  while (performance.now() < outageEnds) {
    await sleep(250);
    await bench.queueNotices(queued++, 1);
    void bench.mailer.flush();
  }
  const attempts = Math.max(
    0,
    ...(await bench.store.outbox.queued()).map((mail) => mail.attempts),
  );
  await sink.restart();
  const restart = performance.now();
  const distinct = () => new Set(notices(sink).map((mail) => mail.subject));
  const done = await sink.until(() => distinct().size >= queued, 30_000);
  const last = notices(sink).at(-1)?.at ?? restart;
  // A moment more: a duplicate would arrive now.
  await sleep(1_000);
  await bench.close();
  await sink.stop();
  return {
    queued,
    arrived: distinct().size,
    twice: notices(sink).length - distinct().size,
    mostAttempts: attempts,
    recoveryMs: done ? last - restart : Infinity,
  };
}

const seconds = (ms: number) =>
  Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "never";

console.log("Mail queue …");
const rate = await throughput();
const confirmation = await confirmationDelay();
const down = await outage();

const rows: [string, string, boolean, string][] = [
  [
    `Backlog of ${BACKLOG} notices`,
    `${Math.round(rate.mailsPerSecond)} mails/s`,
    rate.done && rate.mailsPerSecond >= budgets.mailsPerSecond,
    `≥ ${budgets.mailsPerSecond} mails/s`,
  ],
  [
    `Confirmation behind ${AHEAD} notices`,
    `${seconds(confirmation.delayMs)} (mail ${confirmation.position} of ${confirmation.of})`,
    confirmation.delayMs <= budgets.confirmationMs,
    `≤ ${seconds(budgets.confirmationMs)}`,
  ],
  [
    `Outage of ${seconds(OUTAGE_MS)}: restart → last notice`,
    `${seconds(down.recoveryMs)} (${down.arrived} of ${down.queued}, ${down.twice} twice, ≤ ${down.mostAttempts} tries)`,
    down.arrived === down.queued &&
      down.twice === 0 &&
      down.recoveryMs <= budgets.recoveryMs,
    `≤ ${seconds(budgets.recoveryMs)}, each once`,
  ],
];
console.log(
  `Mail queue: SQLite store, local SMTP server; outage with a retry interval of ${RETRY_MS} ms`,
);
for (const [label, value, ok, budget] of rows) {
  console.log(
    `${label.padEnd(44)}${`${value}${ok ? " " : "✗"}`.padStart(46)}   ${budget}`,
  );
}
const dir = path.join(root, "bench-results");
await mkdir(dir, { recursive: true });
await writeFile(
  path.join(dir, "mail.json"),
  `${JSON.stringify({ throughput: rate, confirmation, outage: down }, null, 2)}\n`,
);
const missed = rows.filter(([, , ok]) => !ok);
if (missed.length > 0) {
  console.log(
    `${missed.length} mail budget(s) missed: ${missed.map(([label]) => label).join("; ")}`,
  );
}
process.exitCode = missed.length > 0 ? 1 : 0;

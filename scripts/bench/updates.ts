// node scripts/bench/updates.ts: an update to many subscribers, sent by the real
// command (npm run updates -- send) to a local SMTP server in this process:
// mails a second for 10,000 subscribers, how long a contact notice queued
// during it takes to arrive, how much the sender's live heap grows while it
// sends to 100,000, and how the site's pages answer meanwhile (99th
// percentile with and without a send). The store is SQLite in a temporary
// folder, as on one machine. Writes bench-results/updates.json and exits
// non-zero when a budget is missed. npm run bench runs it as one of its sections.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { createMailer } from "../../server/mail/mailer.ts";
import { newToken } from "../../server/store/schema.ts";
import { openStore } from "../../server/store/index.ts";
import { startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { spawnServer } from "../../tests/support/spawn-server.ts";

const SUBSCRIBERS = Number(process.env.UPDATE_BENCH_SUBSCRIBERS ?? 10_000);
const MEMORY_SUBSCRIBERS = Number(
  process.env.UPDATE_BENCH_MEMORY_SUBSCRIBERS ?? 100_000,
);
const budgets = {
  mailsPerSecond: 300,
  noticeMs: 2_000,
  memoryGrowthMb: 50,
  /** The pages' 99th percentile during a send, at most this times the one without. */
  p99Ratio: 2,
};
const SITE = "https://www.zunftwerk.example";
const NOTIFY_TO = "vertrieb@zunftwerk.example";
const root = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "update-bench-"));
const updateFile = path.join(work, "start.md");
writeFileSync(
  updateFile,
  `---\nsubject: Die Terminplattform startet\n---\n# Es geht los\n\nGuten Tag, ab sofort können Sie Termine [online buchen](${SITE}/produkte/coming-soon).\n`,
);

/** A store with `count` confirmed subscribers, written in one transaction (the setup is not measured). */
async function seededStore(count: number): Promise<string> {
  const dataDir = mkdtempSync(path.join(work, "data-"));
  await (await openStore(dataDir)).close();
  const db = new Database(path.join(dataDir, "submissions.db"));
  const insert = db.prepare(
    "INSERT INTO signups (created_at, email, email_key, consent_text, token, confirmed_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const time = new Date().toISOString();
  db.transaction(() => {
    for (let index = 1; index <= count; index++) {
      const email = `leser${index}@example.org`;
      insert.run(time, email, email, "Einwilligungstext", newToken(), time);
    }
  })();
  db.close();
  return dataDir;
}

/** The resident memory of a process, in bytes (Linux). */
function residentBytes(pid: number): number | undefined {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(
      /^VmRSS:\s+(\d+) kB/m,
    )?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

interface Send {
  child: ChildProcess;
  done: Promise<number | null>;
  /** What the sender printed (its GC trace, with `traceGc`). */
  output: () => string;
}

function sendUpdate(
  dataDir: string,
  smtpUrl: string,
  { traceGc = false } = {},
): Send {
  const child = spawn(
    process.execPath,
    [
      ...(traceGc ? ["--trace-gc"] : []),
      path.join(root, "scripts/owner/updates.ts"),
      "send",
      updateFile,
    ],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        SMTP_URL: smtpUrl,
        MAIL_FROM: "neuigkeiten@zunftwerk.example",
        SITE_URL: SITE,
      },
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  return {
    child,
    done: new Promise((resolve) => child.on("close", (code) => resolve(code))),
    output: () => output,
  };
}

/**
 * The live heap after each full collection, in MB, from V8's --trace-gc
 * lines ("Mark-Compact 145.0 (226.2) -> 24.2 (220.2) MB"): what the sender
 * really holds, unlike its resident size, which V8 lets grow before it
 * collects.
 */
function liveHeapAfterFullGcs(trace: string): number[] {
  return [
    ...trace.matchAll(/Mark-Compact [\d.]+ \([\d.]+\) -> ([\d.]+) \(/g),
  ].map((match) => Number(match[1]));
}

/** A local SMTP server that notes each mail's recipient and time of arrival. */
async function startSink() {
  const arrivals: { to: string; at: number }[] = [];
  const server = await startSmtpSink(({ to }) => {
    arrivals.push({ to, at: performance.now() });
  });
  return { ...server, arrivals };
}

/** 10,000 subscribers: mails a second, and a contact notice queued during the send. */
async function throughputAndNotice() {
  const dataDir = await seededStore(SUBSCRIBERS);
  const sink = await startSink();
  const store = await openStore(dataDir);
  const site = createMailer(store, {
    smtpUrl: sink.url,
    siteUrl: SITE,
    notifyTo: NOTIFY_TO,
    lanes: ["notices"],
  });
  const send = sendUpdate(dataDir, sink.url);
  while (sink.arrivals.length < SUBSCRIBERS / 5) await sleep(5);
  const queued = performance.now();
  await store.submissions.addContact({
    name: "Eilig",
    email: "eilig@example.org",
    company: "",
    message: "Bitte rufen Sie zurück.",
  });
  void site.flush();
  const code = await send.done;
  const notice = sink.arrivals.find((mail) => mail.to === NOTIFY_TO);
  const updates = sink.arrivals.filter((mail) => mail.to !== NOTIFY_TO);
  const copies = new Set(updates.map((mail) => mail.to)).size;
  await site.close();
  await store.close();
  await sink.stop();
  const seconds = (updates.at(-1)!.at - updates[0]!.at) / 1000;
  return {
    exitCode: code,
    subscribers: SUBSCRIBERS,
    mails: updates.length,
    distinctRecipients: copies,
    mailsPerSecond: Math.round(updates.length / seconds),
    noticeDelayMs: notice ? Math.round(notice.at - queued) : Infinity,
  };
}

/**
 * 100,000 subscribers: how far the sender's live heap rises while it sends
 * (first full collection against the highest), and its resident size.
 */
async function memory() {
  const dataDir = await seededStore(MEMORY_SUBSCRIBERS);
  const sink = await startSink();
  const send = sendUpdate(dataDir, sink.url, { traceGc: true });
  const pid = send.child.pid!;
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid) ?? 0);
  }, 100);
  const code = await send.done;
  clearInterval(sampler);
  await sink.stop();
  const live = liveHeapAfterFullGcs(send.output());
  return {
    exitCode: code,
    subscribers: MEMORY_SUBSCRIBERS,
    mails: sink.arrivals.length,
    fullCollections: live.length,
    liveHeapFirstMb: live[0] ?? 0,
    liveHeapMaxMb: Math.max(0, ...live),
    growthMb: Math.round((Math.max(0, ...live) - (live[0] ?? 0)) * 10) / 10,
    residentPeakMb: Math.round(peak / 2 ** 20),
  };
}

async function pageP99(url: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: 5,
    headers: { "accept-encoding": "br" },
  });
  return result.latency.p99;
}

/** The site's home page, 99th percentile, without and during a send from its store. */
async function pagesDuringSend() {
  const dataDir = await seededStore(SUBSCRIBERS);
  const sink = await startSink();
  const server = await spawnServer({
    ...process.env,
    FORM_DELIVERY: "api",
    BUILD_DIR: "build-delivery",
    DATA_DIR: dataDir,
  });
  try {
    const quiet = await pageP99(`${server.url}/`);
    const send = sendUpdate(dataDir, sink.url);
    while (sink.arrivals.length < 100) await sleep(5);
    const sending = await pageP99(`${server.url}/`);
    const stillSending = sink.arrivals.length < SUBSCRIBERS;
    await send.done;
    return { quietP99Ms: quiet, sendingP99Ms: sending, stillSending };
  } finally {
    server.child.kill("SIGTERM");
    await sink.stop();
  }
}

console.log("Updates to subscribers …");
const rate = await throughputAndNotice();
const pages = await pagesDuringSend();
const heap = await memory();
rmSync(work, { recursive: true, force: true });

const rows: [string, string, boolean, string][] = [
  [
    `Update to ${rate.subscribers} subscribers`,
    `${rate.mailsPerSecond} mails/s (${rate.mails} mails, ${rate.distinctRecipients} recipients)`,
    rate.exitCode === 0 &&
      rate.mails === rate.subscribers &&
      rate.distinctRecipients === rate.subscribers &&
      rate.mailsPerSecond >= budgets.mailsPerSecond,
    `≥ ${budgets.mailsPerSecond} mails/s, one each`,
  ],
  [
    "Contact notice queued during it",
    `${(rate.noticeDelayMs / 1000).toFixed(2)} s`,
    rate.noticeDelayMs <= budgets.noticeMs,
    `≤ ${budgets.noticeMs / 1000} s`,
  ],
  [
    "Home page p99, without / during a send",
    `${pages.quietP99Ms} ms / ${pages.sendingP99Ms} ms${pages.stillSending ? "" : " (send ended early)"}`,
    pages.stillSending &&
      pages.sendingP99Ms <= budgets.p99Ratio * Math.max(pages.quietP99Ms, 1),
    `≤ ${budgets.p99Ratio}× without`,
  ],
  [
    `Sender's heap, ${heap.subscribers} subscribers`,
    `+${heap.growthMb} MB (live ${heap.liveHeapFirstMb} → ≤ ${heap.liveHeapMaxMb} MB over ${heap.fullCollections} full GCs; resident ≤ ${heap.residentPeakMb} MB)`,
    heap.exitCode === 0 &&
      heap.mails === heap.subscribers &&
      heap.fullCollections >= 2 &&
      heap.growthMb <= budgets.memoryGrowthMb,
    `≤ +${budgets.memoryGrowthMb} MB`,
  ],
];
console.log(
  "Updates: SQLite store, the real npm run updates -- send, local SMTP server",
);
for (const [label, value, ok, budget] of rows) {
  console.log(
    `${label.padEnd(44)}${`${value}${ok ? " " : "✗"}`.padStart(56)}   ${budget}`,
  );
}
const dir = path.join(root, "bench-results");
await mkdir(dir, { recursive: true });
await writeFile(
  path.join(dir, "updates.json"),
  `${JSON.stringify({ throughput: rate, pages, memory: heap }, null, 2)}\n`,
);
const missed = rows.filter(([, , ok]) => !ok);
if (missed.length > 0)
  console.log(
    `${missed.length} update budget(s) missed: ${missed.map(([label]) => label).join("; ")}`,
  );
process.exitCode = missed.length > 0 ? 1 : 0;

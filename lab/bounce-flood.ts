// One mail to the bounce address against the whole site (issue 45.1): a
// plain-text "bounce" whose body is a long list of lines that each begin
// with an address. Two measures:
//
//   node lab/bounce-flood.ts read 20000 50000 200000
//     seconds readReport takes for such a report of that many lines, each
//     size in a process of its own, given up after LAB_TIMEOUT_S (default
//     600) seconds;
//   node lab/bounce-flood.ts healthz 200000
//     the production server (the delivery build, build-delivery/) reads the
//     bounce mailbox of a real Dovecot (tests/support/relay.ts; root) that
//     holds that report; /healthz is asked every 50 ms meanwhile, and the
//     answer times are printed once the run has logged what it did (or after
//     LAB_TIMEOUT_S).
import { spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readReport } from "../server/bounces/reports.ts";
import { spawnServer } from "../tests/support/spawn-server.ts";
import { startRecipientServers, startRelay } from "../tests/support/relay.ts";

const TIMEOUT_S = Number(process.env.LAB_TIMEOUT_S ?? 600);
const BOUNCES = "bounces@zunftwerk.test";

/** A report of `lines` address lines (about 12.5 bytes each: 200,000 make 2.5 MB). */
function floodReport(lines: number): string {
  const body = Array.from({ length: lines }, (_, i) => `a${i}@b.de`).join("\n");
  return [
    "From: MAILER-DAEMON@mx.beispiel.test",
    `To: bounces+x1.0000000000@zunftwerk.test`,
    "Subject: Undelivered Mail Returned to Sender",
    "Message-ID: <flood@mx.beispiel.test>",
    "Content-Type: text/plain; charset=us-ascii",
    "",
    body,
    "",
  ].join("\n");
}

async function readOne(lines: number) {
  const raw = Buffer.from(floodReport(lines));
  const started = performance.now();
  const report = await readReport(raw, { bounceAddress: BOUNCES });
  const seconds = (performance.now() - started) / 1000;
  const recipients = "recipients" in report ? report.recipients.length : 0;
  console.log(
    `${lines} lines, ${(raw.length / 1e6).toFixed(2)} MB: ${seconds.toFixed(2)} s (${report.kind}${"reason" in report ? ` ${report.reason}` : ""}, ${recipients} recipients)`,
  );
}

function read(sizes: number[]) {
  for (const lines of sizes) {
    const run = spawnSync(
      process.execPath,
      [import.meta.filename, "read-one", String(lines)],
      { encoding: "utf8", timeout: TIMEOUT_S * 1000 },
    );
    process.stdout.write(
      run.error
        ? `${lines} lines: no answer within ${TIMEOUT_S} s\n`
        : run.stdout + run.stderr,
    );
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * /healthz every 50 ms until `done` holds or the time is up: the answer
 * times, ms (one that never came counts as the time waited for it).
 */
async function watchHealth(url: string, done: () => boolean) {
  const times: number[] = [];
  const until = Date.now() + TIMEOUT_S * 1000;
  while (!done() && Date.now() < until) {
    const started = performance.now();
    try {
      const signal = AbortSignal.timeout(until - Date.now());
      await fetch(`${url}/healthz`, { signal }).then((r) => r.arrayBuffer());
    } catch {
      console.log(`/healthz: no answer within ${TIMEOUT_S} s`);
    }
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

async function healthz(lines: number) {
  const recipients = await startRecipientServers();
  const relay = await startRelay({ recipientServer: recipients.server });
  const dataDir = mkdtempSync(path.join(tmpdir(), "bounce-flood-"));
  try {
    const file = path.join(relay.maildir, "new", `1.flood.lab`);
    writeFileSync(file, floodReport(lines));
    chownSync(file, 5000, 5000);
    const started = performance.now();
    const server = await spawnServer({
      ...process.env,
      BUILD_DIR: "build-delivery",
      DATA_DIR: dataDir,
      BOUNCE_ADDRESS: BOUNCES,
      BOUNCE_IMAP_URL: `imap://${relay.imap.user}:${relay.imap.password}@127.0.0.1:${relay.imap.port}`,
    });
    const times = await watchHealth(server.url, () =>
      /Rücklauf/.test(server.output()),
    );
    const seconds = (performance.now() - started) / 1000;
    server.child.kill("SIGKILL");
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${lines} lines: the run took ${seconds.toFixed(1)} s from the start; /healthz ${times.length} times, median ${quantile(sorted, 0.5).toFixed(1)} ms, 99th ${quantile(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
    );
    console.log(
      server
        .output()
        .split("\n")
        .filter((line) => /Rücklauf|UID/.test(line))
        .join("\n"),
    );
  } finally {
    await relay.stop();
    await recipients.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const [mode, ...args] = process.argv.slice(2);
const sizes = args.map(Number);
if (mode === "read") read(sizes.length ? sizes : [20_000, 50_000, 200_000]);
else if (mode === "read-one") await readOne(sizes[0]!);
else if (mode === "healthz") await healthz(sizes[0] ?? 200_000);
else {
  console.error("node lab/bounce-flood.ts read|healthz [LINES …]");
  process.exitCode = 2;
}

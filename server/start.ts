import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createServer } from "./app.ts";
import {
  buildDirOf,
  deliverySettings,
  projectRoot,
  readBuildInfo,
  startSettings,
} from "./config.ts";
import { formatBlockers, launchBlockers } from "./launch-check.ts";
import { createMailer } from "./mailer.ts";
import { scheduleRetention } from "./retention-job.ts";
import { openStore } from "./store.ts";

const buildDir = buildDirOf();
const clientDir = path.join(buildDir, "client");

const { port, host, formDelivery: wanted } = startSettings();

// `npm start` on a fresh clone builds first; so does a change of FORM_DELIVERY.
if (
  !existsSync(path.join(clientDir, "404.html")) ||
  (wanted && wanted !== readBuildInfo(buildDir)?.formDelivery)
) {
  console.log(
    `Building the site first (form delivery: ${wanted ?? "simulated"}) …`,
  );
  const build = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const build = readBuildInfo(buildDir);
const settings = deliverySettings();

const blockers = launchBlockers(build, settings);
if (blockers.length > 0) console.warn(formatBlockers(blockers));

/** With delivery on: durable storage, mails, and deletion on schedule. */
async function formApi() {
  if (build?.formDelivery !== "api") return undefined;
  const store = await openStore(settings.dataDir, settings.databaseUrl);
  const { smtpUrl } = settings;
  const mailer = smtpUrl
    ? createMailer(store, {
        smtpUrl,
        siteUrl: settings.siteUrl ?? build.siteUrl,
        notifyTo: settings.notifyTo,
        notifyFrom: settings.notifyFrom,
        mailFrom: settings.mailFrom,
        retryMs: settings.mailRetryMs,
        mailRate: settings.mailRate,
      })
    : undefined;
  console.log(
    `Form delivery on: storing in ${path.join(settings.dataDir, "submissions.db")}${mailer ? ", sending mails" : ""}`,
  );
  void mailer?.flush();
  const retention = scheduleRetention(store);
  // Submissions per client IP and minute (RATE_LIMIT_MAX, default 10).
  const rateLimit = { max: settings.rateLimitMax, windowMs: 60_000 };
  return { store, mailer, rateLimit, retention };
}

const api = await formApi();
const app = await createServer({
  root: clientDir,
  log: (line) => console.log(line),
  api,
  trustProxy: settings.trustProxy,
});
const address = await app.listen({ port, host });
console.log(`Serving ${path.relative(projectRoot, clientDir)} on ${address}`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    console.log(`${signal} received: finishing open requests, then stopping.`);
    await app.close();
    api?.retention.stop();
    await api?.mailer?.close();
    await api?.store.close();
    process.exit(0);
  });
}

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createServer } from "./http/server.ts";
import {
  SettingError,
  buildDirOf,
  changedBuildSettings,
  deliverySettings,
  projectRoot,
  readBuildInfo,
  startSettings,
} from "./config.ts";
import {
  formatBlockers,
  formatWarnings,
  launchBlockers,
  launchWarnings,
} from "./launch-check.ts";
import { createMailer, signing } from "./mail/mailer.ts";
import { scheduleHeldOverview } from "./jobs/held-overview.ts";
import { scheduleRetention } from "./jobs/retention.ts";
import { scheduleBackups } from "./jobs/backups.ts";
import { scheduleBounceIntake } from "./jobs/bounce-intake.ts";
import { openStore } from "./store/index.ts";
import { keepStore } from "./store/keeper.ts";
import { keepFilesPrivate } from "./private-files.ts";
import {
  createVisitorLog,
  memoryKeyer,
  visitorLogLine,
} from "./visitor-log.ts";

const buildDir = buildDirOf();
const clientDir = path.join(buildDir, "client");

/** The settings, each checked: a wrong one stops the start with a message naming it. */
function readSettings() {
  try {
    return { ...startSettings(), delivery: deliverySettings() };
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`Der Server kann nicht starten: ${error.message}`);
    process.exit(1);
  }
}
const { port, host, formDelivery: wanted, delivery: settings } = readSettings();

// `npm start` on a fresh clone builds first; so does a change of a build
// setting (FORM_DELIVERY, VITE_SITE_URL) against what the build was made with.
const rebuildFor = changedBuildSettings(readBuildInfo(buildDir), process.env);
const hasBuild = existsSync(path.join(clientDir, "404.html"));
// A container image holds the build but not the tools that make it.
const canBuild = existsSync(
  path.join(projectRoot, "node_modules", "@react-router", "dev"),
);
if (!canBuild && (!hasBuild || rebuildFor.length > 0)) {
  const message = hasBuild
    ? `${rebuildFor.join(", ")} weicht vom Build ab, und hier kann nicht gebaut werden (etwa in einem Container-Image): Die Website läuft mit dem vorhandenen Build weiter. Bauen Sie das Image mit dem neuen Wert neu (docker compose up -d --build).`
    : "Es gibt keinen Build, und hier kann nicht gebaut werden (die Werkzeuge dafür fehlen): Führen Sie npm install und npm run build aus.";
  console.error(message);
  if (!hasBuild) process.exit(1);
} else if (!hasBuild || rebuildFor.length > 0) {
  console.log(
    `Zuerst wird die Website gebaut (Formularversand: ${wanted ?? "simulated"}${rebuildFor.length > 0 ? `; geändert: ${rebuildFor.join(", ")}` : ""}) …`,
  );
  const build = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const build = readBuildInfo(buildDir);
// From here on, what the server writes holds personal data (the build above
// is public and keeps the machine's usual modes).
keepFilesPrivate();

const blockers = launchBlockers(build, settings);
if (blockers.length > 0) console.warn(formatBlockers(blockers));
const risks = formatWarnings(launchWarnings(build, settings));
if (risks) console.warn(risks);

/**
 * With delivery on: durable storage, mails, deletion on schedule and backups.
 * The store is opened in the background: pages are served at once, and
 * while the store cannot be used, submissions are answered 503.
 */
function formApi() {
  if (build?.formDelivery !== "api") return undefined;
  const keeper = keepStore(
    () => openStore(settings.dataDir, settings.databaseUrl),
    settings.databaseUrl ? "postgres" : "sqlite",
  );
  const { store } = keeper;
  const { smtpUrl } = settings;
  const mailer = smtpUrl
    ? createMailer(store, {
        smtpUrl,
        siteUrl: settings.siteUrl ?? build.siteUrl,
        notifyTo: settings.notifyTo,
        notifyFrom: settings.notifyFrom,
        mailFrom: settings.mailFrom,
        ...signing(settings),
        retryMs: settings.mailRetryMs,
        mailRate: settings.mailRate,
      })
    : undefined;
  console.log(
    `Formularversand an: Eingänge werden in ${settings.databaseUrl ? "PostgreSQL" : path.join(settings.dataDir, "submissions.db")} gespeichert${mailer ? ", E-Mails werden versandt" : ""}.`,
  );
  // What needs the store begins once it is open.
  let jobs: { stop(): void }[] = [];
  void keeper.opened.then((opened) => {
    if (!opened) return;
    void mailer?.flush();
    jobs = [
      scheduleRetention(store),
      scheduleHeldOverview(store, mailer, {
        everyMinutes: settings.heldOverviewMinutes,
      }),
      ...(settings.backupDir
        ? [scheduleBackups(opened, settings.backupDir, settings.backupKeep)]
        : []),
      ...(settings.bounceImapUrl && settings.bounceAddress
        ? [
            scheduleBounceIntake(store, {
              imapUrl: settings.bounceImapUrl,
              bounceAddress: settings.bounceAddress,
            }),
          ]
        : []),
    ];
  });
  // Submissions per client IP and minute (RATE_LIMIT_MAX, default 10).
  const rateLimit = { max: settings.rateLimitMax, windowMs: 60_000 };
  return {
    store,
    mailer,
    rateLimit,
    noticesPerHour: settings.noticesPerHour,
    heldOverviewMinutes: settings.heldOverviewMinutes,
    storeProblem: keeper.problem,
    // Only pages of SITE_URL's origin may post; unset, the address asked for.
    siteUrl: settings.siteUrl,
    async stop() {
      for (const job of jobs) job.stop();
      await mailer?.close();
      await keeper.close();
    },
  };
}

const api = formApi();
// The log for counting visitors: its daily secret in memory, or shared with
// every instance on PostgreSQL so that a visitor counts once across them.
function sharedKeyer() {
  const own = memoryKeyer();
  if (!api || !settings.databaseUrl) return own;
  const { store } = api;
  // While the store is down, this instance's own secret: a visitor may count twice then.
  return (value: string) =>
    store.secrets.keyOf("visitor", value).catch(() => own(value));
}
const logOptions = {
  keyOf: sharedKeyer(),
  ownOrigin: new URL(settings.siteUrl ?? build?.siteUrl ?? "http://localhost")
    .origin,
};
// One line per visit, the same whether to daily files (LOG_DIR, deleted by
// the server after the privacy statement's period) or to standard output.
const visitorLog = settings.logDir
  ? createVisitorLog(settings.logDir, logOptions)
  : undefined;
const app = await createServer({
  root: clientDir,
  accessLog: visitorLog
    ? (request) => void visitorLog.write(request)
    : (request) =>
        void visitorLogLine(request, logOptions.keyOf, logOptions).then(
          (line) => console.log(line),
        ),
  api,
  trustProxy: settings.trustProxy,
});
const address = await app.listen({ port, host });
console.log(
  `Die Website (${path.relative(projectRoot, clientDir)}) ist erreichbar unter ${address}`,
);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  // The entry's early stop (./start.ts) gives way to the graceful one.
  process.removeAllListeners(signal);
  process.once(signal, async () => {
    console.log(
      `${signal} empfangen: Offene Anfragen werden beendet, dann stoppt der Server.`,
    );
    // A process manager waits about 10 s before it kills: stop before that.
    setTimeout(() => {
      console.error("Nach 9 s noch nicht gestoppt: Der Server endet jetzt.");
      process.exit(1);
    }, 9_000).unref();
    await app.close();
    await api?.stop();
    await visitorLog?.close();
    process.exit(0);
  });
}

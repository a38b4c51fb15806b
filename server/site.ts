import type { Log } from "./log.ts";
import path from "node:path";
import {
  type BuildInfo,
  type DeliverySettings,
  projectRoot,
} from "./config.ts";
import { createServer } from "./http/server.ts";
import { startJobs } from "./jobs/index.ts";
import {
  formatBlockers,
  formatWarnings,
  launchBlockers,
  launchWarnings,
} from "./launch-check.ts";
import { createMailer, signing } from "./mail/mailer.ts";
import { siteBuild } from "./site-build.ts";
import { openStore } from "./store/index.ts";
import { keepStore } from "./store/keeper.ts";
import {
  createVisitorLog,
  memoryKeyer,
  visitorLogLine,
} from "./visitor-log.ts";

/** What the site's server starts with (server/main.ts parses it from the environment). */
export interface SiteSettings {
  port: number;
  host: string;
  /** FORM_DELIVERY as asked for; undefined when unset (any build will do). */
  formDelivery?: "api" | "simulated";
  /** VITE_SITE_URL as asked for; undefined when unset (any build will do). */
  buildSiteUrl?: string;
  /** The build to serve (BUILD_DIR). */
  buildDir: string;
  delivery: DeliverySettings;
}

/** What the site's server reads and writes besides its settings (`npm start` passes its process's). */
export interface SiteIo {
  /** The server's log. */
  log: Log;
  /** Where the visitor log's lines go without LOG_DIR (standard output), in their own format. */
  out: { write(text: string): unknown };
}

/** A started site: where it listens, and how to stop it. */
export interface Site {
  url: string;
  /** Ends open requests, the jobs, the mail and the store, then the log. */
  stop(): Promise<void>;
}

/**
 * With delivery on: durable storage and mails. The store is opened in the
 * background: pages are served at once, and while the store cannot be used,
 * submissions are answered 503.
 */
function openDelivery(build: BuildInfo, settings: DeliverySettings, log: Log) {
  const keeper = keepStore(
    () => openStore(settings.dataDir, settings.databaseUrl, { log }),
    settings.databaseUrl ? "postgres" : "sqlite",
    { log },
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
        log,
      })
    : undefined;
  log.info(
    `Formularversand an: Eingänge werden in ${settings.databaseUrl ? "PostgreSQL" : path.join(settings.dataDir, "submissions.db")} gespeichert${mailer ? ", E-Mails werden versandt" : ""}.`,
  );
  return {
    keeper,
    mailer,
    api: {
      store,
      mailer,
      // Submissions per client IP and minute (RATE_LIMIT_MAX, default 10).
      rateLimit: { max: settings.rateLimitMax, windowMs: 60_000 },
      noticesPerHour: settings.noticesPerHour,
      heldOverviewMinutes: settings.heldOverviewMinutes,
      signupMailsPerHour: settings.signupMailsPerHour,
      storeProblem: keeper.problem,
      // Only pages of SITE_URL's origin may post; unset, the address asked for.
      siteUrl: settings.siteUrl,
    },
    async close() {
      await mailer?.close();
      await keeper.close();
    },
  };
}
type Delivery = ReturnType<typeof openDelivery>;

/**
 * The log for counting visitors, one line per visit, the same whether to
 * daily files (LOG_DIR, deleted after the privacy statement's period) or to
 * standard output. Its daily secret in memory, or shared with every
 * instance on PostgreSQL so that a visitor counts once across them.
 */
function visitorLogOf(
  settings: DeliverySettings,
  build: BuildInfo | undefined,
  delivery: Delivery | undefined,
  { log, out }: Pick<SiteIo, "log" | "out">,
) {
  const own = memoryKeyer();
  const shared = delivery && settings.databaseUrl ? delivery.api.store : null;
  const options = {
    // While the store is down, this instance's own secret: a visitor may count twice then.
    keyOf: shared
      ? (value: string) =>
          shared.secrets.keyOf("visitor", value).catch(() => own(value))
      : own,
    ownOrigin: new URL(settings.siteUrl ?? build?.siteUrl ?? "http://localhost")
      .origin,
    warn: (message: string) => log.warn(message),
  };
  const files = settings.logDir
    ? createVisitorLog(settings.logDir, options)
    : undefined;
  return {
    files,
    write: files
      ? (request: Parameters<typeof files.write>[0]) =>
          void files.write(request)
      : (request: Parameters<typeof visitorLogLine>[0]) =>
          void visitorLogLine(request, options.keyOf, options).then((line) =>
            out.write(`${line}\n`),
          ),
  };
}

/**
 * Starts the site's server: builds first where needed (siteBuild), tells
 * what still blocks going live, opens the store and the mail (with delivery
 * on), serves, and starts the jobs. Resolves once it listens.
 */
export async function startSite(
  settings: SiteSettings,
  { log, out }: SiteIo,
): Promise<Site> {
  const build = siteBuild(
    settings.buildDir,
    { formDelivery: settings.formDelivery, siteUrl: settings.buildSiteUrl },
    log,
  );
  const blockers = launchBlockers(build, settings.delivery);
  if (blockers.length > 0) log.warn(formatBlockers(blockers));
  const risks = formatWarnings(launchWarnings(build, settings.delivery));
  if (risks) log.warn(risks);

  const delivery =
    build?.formDelivery === "api"
      ? openDelivery(build, settings.delivery, log)
      : undefined;
  const visitorLog = visitorLogOf(settings.delivery, build, delivery, {
    log,
    out,
  });
  const closeAll = async () => {
    await delivery?.close();
    await visitorLog.files?.close();
  };
  const clientDir = path.join(settings.buildDir, "client");
  const app = await createServer({
    root: clientDir,
    accessLog: visitorLog.write,
    api: delivery?.api,
    trustProxy: settings.delivery.trustProxy,
    log,
  }).catch(async (error: unknown) => {
    await closeAll();
    throw error;
  });
  const url = await app
    .listen({ port: settings.port, host: settings.host })
    .catch(async (error: unknown) => {
      await app.close();
      await closeAll();
      throw error;
    });
  log.info(
    `Die Website (${path.relative(projectRoot, clientDir)}) ist erreichbar unter ${url}`,
  );
  const jobs = startJobs({
    log,
    visitorLog: visitorLog.files,
    delivery: delivery && {
      opened: delivery.keeper.opened,
      store: delivery.api.store,
      mailer: delivery.mailer,
      settings: settings.delivery,
    },
  });
  return {
    url,
    async stop() {
      await app.close();
      // A job that runs now ends before the store closes under it.
      await jobs.stop();
      await closeAll();
    },
  };
}

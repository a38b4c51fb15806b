import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultGateway } from "./http/proxy.ts";
import { TRUST_PROXY_EXPECTED } from "./settings/checks.ts";
import { SettingError, readSetting } from "./settings/read.ts";

export { isLoopbackHost } from "./settings/checks.ts";
export type { MailRate, RatePer } from "./settings/checks.ts";
export { SettingError, withoutSecrets } from "./settings/read.ts";

/**
 * The settings of the server and its tools, parsed from the environment an
 * entry point hands in, by their one declaration (settings/declaration.ts;
 * docs/configuration.md lists them).
 */
export const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);

/** What the build says about itself (written by scripts/build/finish-build.ts). */
export interface BuildInfo {
  formDelivery: "simulated" | "api";
  /** The public origin the build was made for (VITE_SITE_URL). */
  siteUrl: string;
}

/** What the build is asked for now: each unset where any build will do. */
export interface WantedBuild {
  formDelivery?: string;
  siteUrl?: string;
}

export function buildDirOf(env: NodeJS.ProcessEnv) {
  return path.resolve(projectRoot, readSetting(env, "BUILD_DIR"));
}

export function readBuildInfo(buildDir: string): BuildInfo | undefined {
  const file = path.join(buildDir, "delivery.json");
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as BuildInfo)
    : undefined;
}

/** FORM_DELIVERY (as set: checked by startSettings) and VITE_SITE_URL. */
function wantedBuild(env: NodeJS.ProcessEnv): WantedBuild {
  return {
    formDelivery: env.FORM_DELIVERY?.trim() || undefined,
    siteUrl: readSetting(env, "VITE_SITE_URL")?.replace(/\/$/, ""),
  };
}

/** The build settings asked for that differ from what the build was made with. */
export function buildChanges(
  built: BuildInfo | undefined,
  wanted: WantedBuild,
): string[] {
  const { formDelivery, siteUrl } = wanted;
  return [
    formDelivery && formDelivery !== built?.formDelivery ? "FORM_DELIVERY" : "",
    siteUrl && siteUrl !== built?.siteUrl ? "VITE_SITE_URL" : "",
  ].filter(Boolean);
}

/**
 * The build settings set now that differ from what the build was made with
 * (FORM_DELIVERY, VITE_SITE_URL): `npm start` builds again for them.
 */
export function changedBuildSettings(
  built: BuildInfo | undefined,
  env: NodeJS.ProcessEnv,
): string[] {
  return buildChanges(built, wantedBuild(env));
}

/** This machine's routing table (Linux): where TRUST_PROXY=gateway is read. */
const readRouteTable = () => readFileSync("/proc/net/route", "utf8");

/**
 * TRUST_PROXY for Fastify's `trustProxy`: "gateway" in its list is the one
 * address of the default route's gateway, read at start: in the container
 * stack the stack network's gateway, where a proxy on the host connects
 * from, whichever subnet the compose tool gave the network (podman-compose
 * 1.0 ignores a subnet pinned in compose.yaml).
 */
function trustProxyOf(
  env: NodeJS.ProcessEnv,
  routeTable: () => string,
): boolean | number | string {
  const value = readSetting(env, "TRUST_PROXY");
  if (!Array.isArray(value)) return value;
  const gatewayOf = () => {
    try {
      return defaultGateway(routeTable());
    } catch {
      return undefined;
    }
  };
  return value
    .map((part) => {
      if (part !== "gateway") return part;
      const gateway = gatewayOf();
      if (!gateway)
        throw new SettingError(
          "TRUST_PROXY",
          env.TRUST_PROXY!.trim(),
          TRUST_PROXY_EXPECTED,
        );
      return gateway;
    })
    .join(",");
}

/** Where `npm start` listens, the form delivery it asks the build for, and how much it logs. */
export function startSettings(env: NodeJS.ProcessEnv) {
  const wanted = wantedBuild(env);
  return {
    port: readSetting(env, "PORT"),
    host: readSetting(env, "HOST"),
    /** FORM_DELIVERY as asked for; undefined when unset (any build will do). */
    formDelivery: readSetting(env, "FORM_DELIVERY"),
    /** VITE_SITE_URL as asked for (no slash at the end); undefined when unset. */
    buildSiteUrl: wanted.siteUrl,
    logLevel: readSetting(env, "LOG_LEVEL"),
  };
}

/** A path setting against the project's folder. */
const inProject = (value: string | undefined) =>
  value === undefined ? undefined : path.resolve(projectRoot, value);

/**
 * The settings of form delivery, each from its environment variable, each
 * checked: a wrong one stops the start (or the tool) with a message naming it
 * instead of failing later, silently.
 */
export function deliverySettings(
  env: NodeJS.ProcessEnv,
  routeTable = readRouteTable,
) {
  const read = <N extends Parameters<typeof readSetting>[1]>(name: N) =>
    readSetting(env, name);
  return {
    dataDir: path.resolve(projectRoot, read("DATA_DIR")),
    databaseUrl: read("DATABASE_URL"),
    smtpUrl: read("SMTP_URL"),
    /** The company's inbox for contact notices. */
    notifyTo: read("NOTIFY_TO"),
    notifyFrom: read("NOTIFY_FROM"),
    /** Sender of confirmation mails and every other mail to subscribers. */
    mailFrom: read("MAIL_FROM"),
    /**
     * The bounce mailbox: every mail leaves with its own return path under
     * it (bounces+TAG@domain); none: the sender address is the return path.
     */
    bounceAddress: read("BOUNCE_ADDRESS"),
    /** Where `npm run inbox -- bounces` and the server read that mailbox: imaps://user:password@host. */
    bounceImapUrl: read("BOUNCE_IMAP_URL"),
    /** DKIM: the selector of the published key, and the private key's PEM file. */
    dkimSelector: read("DKIM_SELECTOR"),
    dkimKeyFile: inProject(read("DKIM_KEY_FILE")),
    /** The DNS servers check:launch asks (`IP[:PORT]`, comma-separated), for tests and special setups; none: the system's. */
    dnsServer: read("DNS_SERVER"),
    /** Public origin for links in mails; defaults to the build's. */
    siteUrl: read("SITE_URL")?.replace(/\/$/, ""),
    /** Submissions per minute and client. */
    rateLimitMax: read("RATE_LIMIT_MAX"),
    /** Contact notices per hour; past them enquiries are held back and summed up in one mail (decision 043). */
    noticesPerHour: read("NOTICES_PER_HOUR"),
    /** At most one overview of held enquiries in this many minutes (issue 46); 0: each at once. */
    heldOverviewMinutes: read("HELD_OVERVIEW_MINUTES"),
    /**
     * Confirmation mails of sign-ups per hour across every instance (issue
     * 52): past them a sign-up is refused with "try later" and counted, so a
     * flood of sign-ups mails no crowd of strangers.
     */
    signupMailsPerHour: read("SIGNUP_MAILS_PER_HOUR"),
    /** The longest wait between two tries of a mail that fails (default a minute). */
    mailRetryMs: read("MAIL_RETRY_MS"),
    trustProxy: trustProxyOf(env, routeTable),
    /**
     * The container stack's published address (compose.yaml's ports,
     * `[IP:]PORT`; default 127.0.0.1:8080): the server never binds it, but
     * check:launch weighs it against TRUST_PROXY.
     */
    sitePublish: read("SITE_PUBLISH"),
    /** The mail server's limit, mails per second, minute, hour or day across every instance; none: no limit. */
    mailRate: read("MAIL_RATE"),
    /** Where the server writes a backup of the SQLite store once a day; none: no backups. */
    backupDir: inProject(read("BACKUP_DIR")),
    /** Where the server writes its log for counting visitors (one file a day); none: standard output. */
    logDir: inProject(read("LOG_DIR")),
    /** Where npm run stats writes its report and keeps its figures: never under the public root. */
    statsDir: path.resolve(projectRoot, read("STATS_DIR")),
    /** How many daily backups are kept. */
    backupKeep: read("BACKUP_KEEP"),
  };
}

export type DeliverySettings = ReturnType<typeof deliverySettings>;

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Every setting of the server and its tools, read from the environment in
 * this one place. docs/deploy.md and the README describe them.
 */
export const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);

/** What the build says about itself (written by scripts/finish-build.ts). */
export interface BuildInfo {
  formDelivery: "simulated" | "api";
  /** The public origin the build was made for (VITE_SITE_URL). */
  siteUrl: string;
}

export function buildDirOf(env: NodeJS.ProcessEnv = process.env) {
  return path.resolve(projectRoot, env.BUILD_DIR ?? "build");
}

export function readBuildInfo(buildDir: string): BuildInfo | undefined {
  const file = path.join(buildDir, "delivery.json");
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as BuildInfo)
    : undefined;
}

/**
 * TRUST_PROXY with Fastify's `trustProxy` meanings: unset (or "false") trusts
 * nothing, "true" every proxy, a number that many hops, anything else a
 * comma-separated list of addresses and CIDR ranges.
 */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .join(",");
}

/** A duration setting in milliseconds; a typo stops the start instead of hammering. */
function milliseconds(
  name: string,
  value: string | undefined,
  fallback: number,
) {
  if (value === undefined || value.trim() === "") return fallback;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms <= 0) {
    throw new Error(
      `${name} must be a number of milliseconds above 0, not "${value}".`,
    );
  }
  return ms;
}

/** A rate setting: a whole number above 0, or unset for no limit. */
function perSecond(name: string, value: string | undefined) {
  if (value === undefined || value.trim() === "") return undefined;
  const rate = Number(value);
  if (!Number.isInteger(rate) || rate <= 0) {
    throw new Error(
      `${name} must be a whole number of mails per second above 0, not "${value}".`,
    );
  }
  return rate;
}

/** Where `npm start` listens, and the form delivery it asks the build for. */
export function startSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "localhost",
    /** FORM_DELIVERY as asked for; undefined when unset (any build will do). */
    formDelivery:
      env.FORM_DELIVERY === "api"
        ? ("api" as const)
        : env.FORM_DELIVERY
          ? ("simulated" as const)
          : undefined,
  };
}

/** The settings of form delivery, each from its environment variable. */
export function deliverySettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    dataDir: path.resolve(projectRoot, env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    /** The company's inbox for contact notices. */
    notifyTo: env.NOTIFY_TO || undefined,
    notifyFrom: env.NOTIFY_FROM || undefined,
    /** Sender of confirmation mails and every other mail to subscribers. */
    mailFrom: env.MAIL_FROM || undefined,
    /** Public origin for links in mails; defaults to the build's. */
    siteUrl: env.SITE_URL?.replace(/\/$/, "") || undefined,
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 10),
    /** The longest wait between two tries of a mail that fails (default a minute). */
    mailRetryMs: milliseconds("MAIL_RETRY_MS", env.MAIL_RETRY_MS, 60_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** The mail server's limit, mails per second across every instance; none: no limit. */
    mailRate: perSecond("MAIL_RATE", env.MAIL_RATE),
  };
}

export type DeliverySettings = ReturnType<typeof deliverySettings>;

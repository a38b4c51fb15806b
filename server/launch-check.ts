import { company } from "../app/content/company.ts";
import { retention } from "../app/content/retention.ts";
import { site } from "../app/content/site.ts";
import { formatAge } from "./age.ts";
import type { BuildInfo, DeliverySettings } from "./config.ts";

/** Something that still stands between the site and a real launch. */
export interface Blocker {
  problem: string;
  fix: string;
}

/** Mails that do not leave, as the store counts them (`store.outbox.stuck()`). */
interface StuckMails {
  /** Queued mails that failed at least once, and given-up ones. */
  stuck: number;
  /** Given up: still failing 72 hours after they were queued. */
  failed: number;
  /** Notices to the company the mail server refused for good (5xx): a fault of the setup. */
  refusedNotices: number;
  /** When the oldest of them was queued. */
  oldestAt: string | null;
  /** Update mails still queued. */
  queuedUpdates: number;
}

/** `.example` is reserved for examples (RFC 2606): nobody owns it. */
const isPlaceholder = (url: string) => /\.example$/.test(new URL(url).hostname);

/**
 * Everything that still blocks a real launch, from the content, the build,
 * the settings the server would run with and, when its store exists, the
 * mails it could not send.
 */
export function launchBlockers(
  build: BuildInfo | undefined,
  settings: DeliverySettings,
  mails?: StuckMails,
  now = Date.now(),
): Blocker[] {
  const blockers: Blocker[] = [];
  const add = (problem: string, fix: string) => blockers.push({ problem, fix });
  if (company.isSampleData) {
    add(
      "The company data in the Impressum and the privacy statement is sample data (Musterstraße, HRB 12345).",
      "Enter the real company data in app/content/company.ts and set isSampleData to false.",
    );
  }
  if (company.hosting.isSampleData) {
    add(
      "The privacy statement names a sample hosting provider.",
      "Enter the real hosting provider (with whom a processing agreement under Art. 28 DSGVO exists) in app/content/company.ts (hosting) and set its isSampleData to false.",
    );
  }
  if (company.processors.isSampleData) {
    add(
      "The privacy statement says that no CDN and no database provider processes the site's data: nobody has confirmed that yet.",
      "Enter the CDN and the database provider you use (or leave them null where there is none) in app/content/company.ts (processors) and set its isSampleData to false.",
    );
  }
  if (company.supervisoryAuthority.isSampleData) {
    add(
      "The privacy statement names a sample data-protection authority.",
      "Enter the authority of the Land where the company has its seat in app/content/company.ts (supervisoryAuthority) and set its isSampleData to false.",
    );
  }
  if (!build) {
    add("There is no build.", "Run npm run build (or npm start).");
  } else {
    if (isPlaceholder(build.siteUrl)) {
      add(
        `The build uses the placeholder address ${build.siteUrl} for canonical links, the sitemap and mail links.`,
        "Build with VITE_SITE_URL=https://www.your-domain.de.",
      );
    }
    if (build.formDelivery === "simulated") {
      add(
        "The forms are simulated: every enquiry and sign-up is lost, although the visitor is told it was sent.",
        "Start with FORM_DELIVERY=api (and SMTP_URL, NOTIFY_TO, MAIL_FROM).",
      );
    } else {
      if (!settings.smtpUrl || !settings.notifyTo) {
        add(
          "Contact requests are stored, but nobody is told: no mail server or recipient is set.",
          "Set SMTP_URL and NOTIFY_TO (and NOTIFY_FROM if the sender differs).",
        );
      }
      if (!settings.smtpUrl || !settings.mailFrom) {
        add(
          "Sign-ups cannot be confirmed: confirmation mails need a mail server and a sender.",
          "Set SMTP_URL and MAIL_FROM (an address of your domain).",
        );
      }
    }
  }
  if (mails && mails.refusedNotices > 0) {
    add(
      `The mail server refused ${mails.refusedNotices} contact notice${mails.refusedNotices === 1 ? "" : "s"} for good (SMTP 5xx): the company is not told of those enquiries.`,
      "Check NOTIFY_TO and the sender (NOTIFY_FROM or MAIL_FROM) with your mail provider, then send each again with npm run inbox -- resend ID (npm run inbox -- list names them).",
    );
  }
  if (
    mails &&
    mails.queuedUpdates > 0 &&
    (!settings.smtpUrl || !settings.mailFrom)
  ) {
    add(
      `${mails.queuedUpdates} update mail${mails.queuedUpdates === 1 ? " is" : "s are"} queued but cannot leave: ${settings.smtpUrl ? "MAIL_FROM" : "SMTP_URL"} is not set.`,
      "Set SMTP_URL and MAIL_FROM, then run npm run updates -- send FILE again: it sends what is left.",
    );
  }
  if (mails && mails.stuck > mails.refusedNotices) {
    const waiting = mails.stuck - mails.failed;
    const givenUp = mails.failed - mails.refusedNotices;
    const age = mails.oldestAt
      ? `; the oldest was queued ${formatAge(now - Date.parse(mails.oldestAt))} ago`
      : "";
    add(
      `Mails do not reach the mail server: ${givenUp} given up after 72 hours (they stay stored and are not sent again), ${waiting} still failing and retried${age}.`,
      "npm run inbox -- list names each with its last error. Fix the cause (SMTP_URL, the mail server, NOTIFY_TO, MAIL_FROM); answer the contact requests of given-up notices from the inbox list directly.",
    );
  }
  if (settings.backupDir && settings.backupKeep > retention.backupDays) {
    add(
      `BACKUP_KEEP=${settings.backupKeep} keeps backups longer than the privacy statement says (${retention.backupDays} days).`,
      `Set BACKUP_KEEP to ${retention.backupDays} or less, or change backupDays in app/content/retention.ts (the statement follows).`,
    );
  }
  if (isPlaceholder(site.kehrtourUrl)) {
    add(
      `The Kehrtour button links to the placeholder ${site.kehrtourUrl}.`,
      "Set kehrtourUrl in app/content/site.ts to the product's real address.",
    );
  }
  return blockers;
}

/**
 * What does not block a launch but puts something at risk: each with what to
 * do. Printed by the launch check and at start, never failing either.
 */
export function launchWarnings(
  build: BuildInfo | undefined,
  settings: DeliverySettings,
): Blocker[] {
  const warnings: Blocker[] = [];
  if (
    build?.formDelivery === "api" &&
    !settings.databaseUrl &&
    !settings.backupDir
  )
    warnings.push({
      problem:
        "No backups: the enquiries and consent records are on one disk only (SQLite).",
      fix: "Set BACKUP_DIR (ideally a second disk or a mounted remote folder): the server then writes one backup a day and keeps BACKUP_KEEP (default 7). npm run inbox -- backup FILE takes one now.",
    });
  if (!settings.logDir)
    warnings.push({
      problem: `The access log goes to standard output: the privacy statement promises its deletion after ${retention.serverLogDays} days, which holds only if whatever keeps standard output (journald, Docker, Kubernetes) deletes it by then.`,
      fix: `Set LOG_DIR (the server then writes daily files and deletes them itself), or keep standard output ${retention.serverLogDays} days at most: journald MaxRetentionSec=${retention.serverLogDays}day, Docker and Kubernetes as docs/deploy.md says.`,
    });
  if (settings.trustProxy === true)
    warnings.push({
      problem:
        "TRUST_PROXY=true believes the X-Forwarded-For of every request: a visitor who sends their own can dodge the rate limit and put any address into the log.",
      fix: "Set TRUST_PROXY to the proxy's address (e.g. 127.0.0.1 for nginx on the same machine), or to its network's CIDR range.",
    });
  return warnings;
}

/** The warnings as lines to print; nothing when there are none. */
export function formatWarnings(warnings: Blocker[]): string | undefined {
  if (warnings.length === 0) return undefined;
  return numbered(
    `Launch check: ${warnings.length} risk${warnings.length === 1 ? "" : "s"} (not blocking):`,
    warnings,
  );
}

/** A heading, then each problem numbered with its fix below it. */
function numbered(heading: string, items: Blocker[]): string {
  return [
    heading,
    ...items.map(
      ({ problem, fix }, index) => `  ${index + 1}. ${problem}\n     → ${fix}`,
    ),
  ].join("\n");
}

/** The blockers as lines to print, or an all-clear. */
export function formatBlockers(blockers: Blocker[]): string {
  if (blockers.length === 0) return "Launch check: nothing blocks going live.";
  return numbered(
    `Launch check: ${blockers.length} thing${blockers.length === 1 ? "" : "s"} still block${blockers.length === 1 ? "s" : ""} going live:`,
    blockers,
  );
}

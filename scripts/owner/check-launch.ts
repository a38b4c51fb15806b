// npm run check:launch: everything that still blocks a real launch, each with
// what to do. Its help (npm run check:launch -- --help) is the command below.
import { existsSync } from "node:fs";
import path from "node:path";
import {
  type DeliverySettings,
  buildDirOf,
  deliverySettings,
  readBuildInfo,
} from "../../server/config.ts";
import {
  domainBlockers,
  formatBlockers,
  formatWarnings,
  launchBlockers,
  launchWarnings,
} from "../../server/launch-check.ts";
import {
  checkMailDomain,
  recordsToPublish,
} from "../../server/mail/domain-check.ts";
import { UNTRUSTED_PROXY } from "../../server/http/proxy.ts";
import { SETTINGS as DECLARED } from "../../server/settings/declaration.ts";
import { PendingMigrations, openStore } from "../../server/store/index.ts";
import { update } from "../../server/mail/kinds/update.ts";
import { defineCommand } from "./cli/command.ts";
import { type CommandIo, lineTo, runAsProcess } from "./cli/io.ts";
import { runCommand } from "./cli/run.ts";

/**
 * The stuck mails of the store npm start would use. Reading never creates a
 * store nor changes its schema: a schema behind this release is reported
 * (npm start or npm run migrate brings it up to date), and its mails are
 * checked after that.
 */
async function stuckMails({ dataDir, databaseUrl }: DeliverySettings) {
  if (!databaseUrl && !existsSync(path.join(dataDir, "submissions.db")))
    return undefined;
  const store = await openStore(dataDir, databaseUrl, { migrate: false });
  try {
    return {
      ...(await store.outbox.stuck()),
      queuedUpdates: await store.outbox.waiting(update.name),
      untrustedProxyAt: await store.probe.lastSeen(UNTRUSTED_PROXY),
    };
  } finally {
    await store.close();
  }
}

/** The settings the check names as set or not set (their declaration says which). */
const SETTINGS = Object.entries(DECLARED)
  .filter(([, setting]) => "listedByLaunchCheck" in setting)
  .map(([name]) => name);

/** What the check looks at: which build, which store, which settings are set. */
function checkedWhat(
  settings: DeliverySettings,
  env: NodeJS.ProcessEnv,
): string {
  const buildDir = buildDirOf(env);
  const build = readBuildInfo(buildDir);
  const store = settings.databaseUrl
    ? (() => {
        const url = new URL(settings.databaseUrl);
        return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
      })()
    : `SQLite ${path.join(settings.dataDir, "submissions.db")}`;
  const set = SETTINGS.filter((name) => env[name]?.trim());
  const unset = SETTINGS.filter((name) => !env[name]?.trim());
  return [
    `Geprüft: der Build in ${buildDir} (${build ? `Formularversand ${build.formDelivery}, Adresse ${build.siteUrl}` : "noch nicht gebaut"}), die Datenbank ${store},`,
    `die Einstellungen aus der Umgebung (gesetzt: ${set.join(", ") || "keine"}; nicht gesetzt: ${unset.join(", ") || "keine"}).`,
  ].join("\n");
}

/** The check: its report on standard output; 1 while anything blocks or the store cannot be read. */
async function checkLaunch({ env, out }: CommandIo): Promise<number> {
  const say = lineTo(out);
  let settings: DeliverySettings;
  try {
    settings = deliverySettings(env);
  } catch (error) {
    say(
      `Eine Einstellung ist falsch, npm start würde abbrechen: ${(error as Error).message}`,
    );
    return 1;
  }
  say(checkedWhat(settings, env));
  let unreadable = false;
  const mails = await stuckMails(settings).catch((error: unknown) => {
    if (error instanceof PendingMigrations) {
      say(
        `Das Schema der Datenbank liegt hinter dieser Version zurück (ausstehend: ${error.pending.join(", ")}). npm start oder npm run migrate bringt es auf den Stand; ihre E-Mails werden danach geprüft.`,
      );
      return undefined;
    }
    unreadable = true;
    say(
      `Die Datenbank ließ sich nicht lesen, ihre E-Mails sind daher nicht geprüft: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  });
  const build = readBuildInfo(buildDirOf(env));
  // The sending domain's DNS records: never thrown, a lookup without answer is named.
  const domain = domainBlockers(await checkMailDomain(settings), settings);
  const blockers = [
    ...launchBlockers(build, settings, mails),
    ...domain.blockers,
  ];
  const warnings = formatWarnings([
    ...launchWarnings(build, settings),
    ...domain.warnings,
  ]);
  if (warnings) say(warnings);
  say(formatBlockers(blockers));
  return blockers.length > 0 || unreadable ? 1 : 0;
}

/** --records: the DNS records to publish; 1 when one cannot be given yet (no sender, no DKIM key). */
function printRecords({ env, out }: CommandIo): number {
  const { text, complete } = recordsToPublish(deliverySettings(env));
  lineTo(out)(text);
  return complete ? 0 : 1;
}

const checkLaunchCommand = defineCommand({
  name: "",
  usage: "[--records]",
  summary: "Zeigt, was einem echten Start der Website noch im Weg steht.",
  help: `Jeder Punkt mit dem, was zu tun ist. Exit-Status 1, solange etwas den Start
blockiert: Eine Deploy-Pipeline kann daran anhalten. Risiken, die nicht
blockieren (keine Sicherungen, ein blind vertrauter Proxy), stehen davor.

Liest den Build (BUILD_DIR), die Einstellungen, mit denen npm start liefe,
und, wenn es ihre Datenbank gibt, die E-Mails, die nicht hinausgingen; die
Datenbank ändert der Befehl nie. Mit SMTP_URL und einem Absender fragt er
das DNS nach SPF, DKIM und DMARC der Absender-Domain (docs/mail.md).

  --records  gibt die DNS-Einträge aus, die die Absender-Domain braucht:
             SPF, DKIM (der öffentliche Schlüssel zu DKIM_KEY_FILE) und
             DMARC; ohne Schlüssel, wie man einen erzeugt. Fragt kein DNS.

Beispiele: npm run check:launch
           npm run check:launch -- --records`,
  options: { records: { type: "boolean" } },
  run: ({ values }, io) =>
    values.records ? printRecords(io) : checkLaunch(io),
});

/** npm run check:launch with these arguments and this io; its exit status. The tests call it with their own io. */
export function runCheckLaunch(
  args: readonly string[],
  io: CommandIo,
): Promise<number> {
  return runCommand(checkLaunchCommand, args, io, "npm run check:launch");
}

if (import.meta.main) await runAsProcess(runCheckLaunch);

// npm run updates -- <command>: updates to the confirmed subscribers (FORM_DELIVERY=api).
// The table at the end is the tool: each command's German help (npm run
// updates -- --help) and its run; scripts/owner/cli/run.ts reads the arguments.
import type { Stall } from "../../server/mail/lane.ts";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import { SingleBar } from "cli-progress";
import nodemailer from "nodemailer";
import { subscriptionPath } from "../../app/content/subscription.ts";
import { berlinTime, germanReadable } from "../../server/berlin-time.ts";
import { releaseClaimsOfEndedSenders } from "../../server/claimant.ts";
import {
  type DeliverySettings,
  buildDirOf,
  deliverySettings,
  readBuildInfo,
} from "../../server/config.ts";
// Node compiles the mail's TSX once this is imported (decision 066).
import "../../server/tsx.ts";
import type { updateMail as UpdateMail } from "../../server/mail/subscriber-mails.tsx";
import { createMailer, signing } from "../../server/mail/mailer.ts";
import { scheduleMailWakeUp } from "../../server/jobs/mail-wake-up.ts";
import {
  type FullWindow,
  type MailRate,
  updatesWindowFull,
} from "../../server/mail/mail-rate.ts";
import {
  type Store,
  UNSUBSCRIBE_PLACEHOLDER,
  type UpdateTally,
  openStore,
} from "../../server/store/index.ts";
import {
  type UpdateDraft,
  readUpdate,
} from "../../server/updates/update-file.ts";
import { type Tool, defineCommand } from "./cli/command.ts";
import { type CommandIo, lineTo, runAsProcess } from "./cli/io.ts";
import { runTool } from "./cli/run.ts";

/**
 * The store the settings name, as the server made it: never made or
 * migrated here (only npm start and npm run migrate change the schema), so
 * a mistyped DATA_DIR is refused as inbox refuses it.
 */
const storeOf = (settings: DeliverySettings) =>
  openStore(settings.dataDir, settings.databaseUrl, { migrate: false });

/** A send that makes no progress for this long stops; the rest waits for the next run. */
const STALL_LIMIT_MS = 120_000;

/** The public origin of the links in the mail. */
function siteUrl(settings: DeliverySettings, env: NodeJS.ProcessEnv): string {
  const url = settings.siteUrl ?? readBuildInfo(buildDirOf(env))?.siteUrl;
  if (!url)
    throw new Error(
      "Es fehlt SITE_URL (die Adresse der Website; sie wird für die Links in der E-Mail gebraucht).",
    );
  return url;
}

/** The update file, read and checked; every problem named at once. */
function draftOf(
  command: string,
  file: string | undefined,
  settings: DeliverySettings,
  env: NodeJS.ProcessEnv,
): { draft: UpdateDraft; name: string; hash: string; file: string } {
  if (!file)
    throw new Error(
      `${command} erwartet eine Markdown-Datei: npm run updates -- ${command} updates/mein-update.md`,
    );
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    throw new Error(`Die Datei ${file} lässt sich nicht lesen.`);
  }
  const result = readUpdate(source, siteUrl(settings, env));
  if (!result.ok)
    throw new Error(
      `${file} ist so nicht versandfertig:\n${result.problems.map((problem) => `  – ${problem}`).join("\n")}`,
    );
  return {
    draft: result.draft,
    name: path.basename(file).replace(/\.(md|markdown)$/i, ""),
    hash: createHash("sha256").update(source).digest("hex"),
    file,
  };
}

/** An update's mail, its TSX loaded when one is rendered (decision 066). */
const updateMail: typeof UpdateMail = async (update, unsubscribeUrl) =>
  (await import("../../server/mail/subscriber-mails.tsx")).updateMail(
    update,
    unsubscribeUrl,
  );

/** The unsubscribe link of a mail that goes to no subscriber (preview, test). */
const sampleUnsubscribe = (
  settings: DeliverySettings,
  env: NodeJS.ProcessEnv,
) =>
  new URL(
    `${subscriptionPath("unsubscribe")}?token=vorschau`,
    siteUrl(settings, env),
  ).href;

async function preview(
  file: string | undefined,
  outDir: string | undefined,
  { env, out }: CommandIo,
) {
  const settings = deliverySettings(env);
  const { draft, name } = draftOf("preview", file, settings, env);
  const mail = await updateMail(draft, sampleUnsubscribe(settings, env));
  const dir = path.resolve(outDir ?? path.join(tmpdir(), "updates"));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const html = path.join(dir, `${name}.html`);
  const text = path.join(dir, `${name}.txt`);
  writeFileSync(html, mail.html, { mode: 0o600 });
  writeFileSync(text, `Betreff: ${mail.subject}\n\n${mail.text}\n`, {
    mode: 0o600,
  });
  lineTo(out)(`Vorschau von „${mail.subject}“:\n  ${html}\n  ${text}`);
}

/** The mail server and sender the update leaves through. */
function transportSettings({ smtpUrl, mailFrom }: DeliverySettings) {
  if (!smtpUrl || !mailFrom)
    throw new Error(
      `Es fehlt ${smtpUrl ? "MAIL_FROM (der Absender)" : "SMTP_URL (der Mailserver)"}: Ohne ihn kann kein Update hinausgehen.`,
    );
  return { smtpUrl, mailFrom };
}

/** Whether the mail server answers; a clear refusal when it does not. */
async function reachMailServer(smtpUrl: string) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
  });
  try {
    await transport.verify();
  } catch (error) {
    const code = (error as { code?: string }).code ?? "Fehler";
    throw new Error(
      `Der Mailserver (SMTP_URL) ist nicht erreichbar oder lehnt die Zugangsdaten ab (${code}). Es wurde nichts versandt; versuchen Sie es erneut, sobald er erreichbar ist.`,
    );
  } finally {
    transport.close();
  }
}

async function testSend(
  file: string | undefined,
  to: string | undefined,
  { env, out }: CommandIo,
) {
  if (!to || !/^[^\s@]+@[^\s@]+$/.test(to))
    throw new Error(
      "test erwartet --to ADRESSE, z. B. npm run updates -- test datei.md --to ich@example.org",
    );
  const settings = deliverySettings(env);
  const { draft } = draftOf("test", file, settings, env);
  const { smtpUrl, mailFrom } = transportSettings(settings);
  await reachMailServer(smtpUrl);
  const unsubscribe = sampleUnsubscribe(settings, env);
  const mail = await updateMail(draft, unsubscribe);
  const transport = nodemailer.createTransport({ url: smtpUrl });
  try {
    await transport.sendMail({
      from: mailFrom,
      to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      list: { unsubscribe },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      messageId: `<update-test-${Date.now()}@${new URL(siteUrl(settings, env)).host}>`,
    });
  } finally {
    transport.close();
  }
  lineTo(out)(
    `Testversand von „${mail.subject}“ an ${to} ist beim Mailserver angekommen (zählt nicht als versandt).`,
  );
}

/**
 * Begins the update (or finds the one begun before under this name), then
 * sends what is left. Exit status 0 once nothing is left.
 */
async function send(
  given: string | undefined,
  { again, wait }: { again: boolean; wait: boolean },
  io: CommandIo,
) {
  const say = lineTo(io.out);
  const settings = deliverySettings(io.env);
  const { draft, name, hash, file } = draftOf("send", given, settings, io.env);
  const { smtpUrl, mailFrom } = transportSettings(settings);
  const store = await storeOf(settings);
  try {
    const update = await beginOrResume(
      store,
      { draft, name, hash, smtpUrl, file, again },
      say,
    );
    const released = await releaseClaimsOfEndedSenders(store);
    if (released > 0)
      say(
        "E-Mails aus einem abgebrochenen Versand auf diesem Rechner werden jetzt nachgeholt.",
      );
    return await sendLeft(
      store,
      update,
      { settings, transport: { smtpUrl, mailFrom }, wait },
      io,
    );
  } finally {
    await store.close();
  }
}

async function beginOrResume(
  store: Store,
  {
    draft,
    name,
    hash,
    smtpUrl,
    file,
    again,
  }: {
    draft: UpdateDraft;
    name: string;
    hash: string;
    smtpUrl: string;
    file: string;
    again: boolean;
  },
  say: (line: string) => void,
): Promise<UpdateTally> {
  let key = name;
  if (again) {
    for (let round = 2; await store.updates.find(key); round++)
      key = `${name}#${round}`;
  }
  const before = await store.updates.find(key);
  if (before) {
    const tally = (await store.updates.tally(Number(before.id)))!;
    if (tally.left === 0)
      throw new Error(
        `„${tally.subject}“ (${name}) wurde am ${germanReadable(tally.startedAt)} begonnen und ist fertig: ${describe(tally)}. Erneut an alle senden: npm run updates -- send ${file} --again`,
      );
    if (before.source_hash !== hash)
      say(
        `Hinweis: ${file} wurde seit Versandbeginn geändert. Alle übrigen Empfänger erhalten trotzdem die ursprüngliche Fassung; Ihre Änderungen werden nicht versandt.`,
      );
    say(`Setze den Versand von „${tally.subject}“ fort …`);
    return tally;
  }
  if ((await store.updates.deliverableSubscribers()) === 0)
    throw new Error(
      "Es gibt keine bestätigten Anmeldungen mit zustellbarer Adresse – es wurde nichts versandt.",
    );
  await reachMailServer(smtpUrl);
  const mail = await updateMail(draft, UNSUBSCRIBE_PLACEHOLDER);
  let started: { id: number; recipients: number };
  try {
    started = await store.updates.start({
      key,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      sourceHash: hash,
    });
  } catch (error) {
    // Another sender (another machine on the same PostgreSQL) began the
    // same update a moment earlier: help it send instead.
    const begun = await store.updates.find(key);
    if (!begun) throw error;
    say(
      `„${begun.subject}“ wird bereits von einem anderen Rechner versandt; dieser Aufruf sendet mit …`,
    );
    return (await store.updates.tally(Number(begun.id)))!;
  }
  const { id, recipients } = started;
  say(`Versende „${mail.subject}“ an ${recipients} Abonnenten …`);
  return (await store.updates.tally(id))!;
}

/** How a round of sending ended: the tally, and why it stopped with mails left. */
interface Round {
  tally: UpdateTally;
  /** The relay refused for a reason of its own. */
  stall?: Stall;
  /** MAIL_RATE's hour or day is used up. */
  full?: FullWindow;
}

/**
 * Sends the update's mails that are left, with a progress bar, and prints
 * the tally. When MAIL_RATE's hour or day is used up it stops (exit 1) or,
 * with `wait`, waits for the next window, its claims released meanwhile.
 */
async function sendLeft(
  store: Store,
  update: UpdateTally,
  {
    settings,
    transport,
    wait,
  }: {
    settings: DeliverySettings;
    transport: { smtpUrl: string; mailFrom: string };
    wait: boolean;
  },
  io: CommandIo,
): Promise<number> {
  const say = lineTo(io.out);
  const complain = lineTo(io.err);
  const bar = progressBar(store, update, io.err);
  let round: Round;
  try {
    for (;;) {
      round = await sendRound(store, update, { settings, transport }, io);
      bar.show(round.tally);
      if (!round.full || !wait || round.tally.left === 0) break;
      say(limitReached(round.full, round.tally.left, { wait }));
      await windowOpens(store, settings.mailRate);
    }
  } finally {
    bar.stop();
  }
  const { tally, stall, full } = round;
  say(`„${tally.subject}“: ${describe(tally)}.`);
  if (stall) {
    complain(
      `Versand angehalten: ${stall.advice} ${tally.left === 1 ? "1 E-Mail bleibt" : `${tally.left} E-Mails bleiben`} vorgemerkt. Rufen Sie denselben Befehl erneut auf, sobald das behoben ist: Jeder Abonnent erhält das Update nur einmal.`,
    );
    return 1;
  }
  if (full && tally.left > 0) {
    complain(limitReached(full, tally.left, { wait }));
    return 1;
  }
  if (tally.left > 0) {
    say(
      `${tally.left === 1 ? "1 E-Mail konnte" : `${tally.left} E-Mails konnten`} vorerst nicht versandt werden (der Mailserver ist nicht erreichbar oder lehnt vorübergehend ab). ${tally.left === 1 ? "Sie bleibt" : "Sie bleiben"} vorgemerkt: Rufen Sie denselben Befehl später erneut auf.`,
    );
    return 1;
  }
  return 0;
}

/** The progress bar, kept up to date from the store four times a second. */
function progressBar(store: Store, update: UpdateTally, stream: Writable) {
  const bar = new SingleBar({
    stream: stream as NodeJS.WriteStream,
    format: "{bar} {percentage} % | {value} von {total} | {eta_formatted}",
    formatTime: remaining,
    etaBuffer: 200,
    noTTYOutput: true,
    notTTYSchedule: 2000,
    hideCursor: true,
  });
  bar.start(update.recipients, update.sent + update.failed);
  const progress = setInterval(() => {
    void store.updates.tally(update.id).then((now) => {
      if (now) bar.update(now.sent + now.failed);
    });
  }, 250);
  let last = update;
  return {
    show(tally: UpdateTally) {
      last = tally;
      bar.update(tally.sent + tally.failed);
    },
    stop() {
      clearInterval(progress);
      bar.update(last.sent + last.failed);
      bar.stop();
    },
  };
}

/**
 * One round: a mailer of its own sends until nothing is left, the relay
 * stops it, MAIL_RATE's hour or day is used up, or nothing moves for
 * STALL_LIMIT_MS. The tally is read once the mailer has closed.
 */
async function sendRound(
  store: Store,
  update: UpdateTally,
  {
    settings,
    transport: { smtpUrl, mailFrom },
  }: {
    settings: DeliverySettings;
    transport: { smtpUrl: string; mailFrom: string };
  },
  { env, log }: CommandIo,
): Promise<Round> {
  const mailer = createMailer(store, {
    smtpUrl,
    mailFrom,
    ...signing(settings),
    siteUrl: siteUrl(settings, env),
    retryMs: settings.mailRetryMs,
    mailRate: settings.mailRate,
    lanes: ["updates"],
    // Said once, at the end, with what is left.
    onStop: () => {},
    // What the mailer tells is the command's standard error.
    log,
  });
  // As the server's: a look at the queue every MAIL_RETRY_MS, and a warning
  // while mails do not leave.
  const wakeUp = scheduleMailWakeUp(mailer, settings.mailRetryMs);
  let round: Omit<Round, "tally">;
  try {
    round = await watch(store, mailer, update, settings.mailRate);
  } finally {
    // No more looks; a look that goes ends with the mailer's close below.
    void wakeUp.stop();
    // Mails still waiting for a slot go back to the queue as they were.
    await mailer.close();
  }
  return { ...round, tally: (await store.updates.tally(update.id)) ?? update };
}

/** Keeps the mailer sending and says why it should stop. */
async function watch(
  store: Store,
  mailer: ReturnType<typeof createMailer>,
  update: UpdateTally,
  rate: MailRate | undefined,
): Promise<Omit<Round, "tally">> {
  let done = update.sent + update.failed;
  let lastProgress = Date.now();
  let flushing: Promise<void> | undefined;
  for (;;) {
    const tally = (await store.updates.tally(update.id)) ?? update;
    if (tally.sent + tally.failed > done) lastProgress = Date.now();
    done = tally.sent + tally.failed;
    // The relay refused for a reason of its own: stop, keep the rest.
    const [stall] = mailer.stalls();
    if (stall || tally.left === 0) return { stall };
    const full = await updatesWindowFull(store, rate);
    if (full) return { full };
    if (Date.now() - lastProgress > STALL_LIMIT_MS) return {};
    const started = Date.now();
    flushing ??= mailer.flush().finally(() => (flushing = undefined));
    await Promise.race([flushing, sleep(1000)]);
    // The lane is idle with mails left: they wait for a retry after a
    // failure, or for another sender. Once none is left, the run ends at once.
    if (!flushing && ((await store.updates.tally(update.id))?.left ?? 0) > 0)
      await sleep(1000 - (Date.now() - started));
  }
}

/** Waits (reading the store's count every few seconds) until the hour or day has slots again. */
async function windowOpens(store: Store, rate: MailRate | undefined) {
  while (await updatesWindowFull(store, rate)) await sleep(2000);
}

const sleep = (ms: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0)));

/** What the owner reads when MAIL_RATE's hour or day is used up. */
function limitReached(
  full: FullWindow,
  left: number,
  { wait }: { wait: boolean },
): string {
  const name = full.per === "day" ? "Tageslimit" : "Stundenlimit";
  const reserve =
    full.reserve === 1
      ? " (die letzte bleibt Kontaktanfragen und Anmeldungen vorbehalten)"
      : full.reserve > 1
        ? ` (die letzten ${full.reserve} bleiben Kontaktanfragen und Anmeldungen vorbehalten)`
        : "";
  const kept = `${left === 1 ? "1 E-Mail bleibt" : `${left} E-Mails bleiben`} vorgemerkt`;
  const at = berlinTime(new Date(full.until).toISOString()).slice(0, 16);
  return wait
    ? `Das ${name} von ${full.limit} E-Mails ist erreicht${reserve}: ${kept}; der Versand geht ab ${at} weiter (--wait: der Befehl wartet so lange).`
    : `Das ${name} von ${full.limit} E-Mails ist erreicht${reserve}: ${kept}; der Versand kann ab ${at} weitergehen. Rufen Sie den Befehl dann erneut auf (oder mit --wait, dann wartet er).`;
}

async function status({ env, out }: CommandIo) {
  const say = lineTo(out);
  const settings = deliverySettings(env);
  const store = await storeOf(settings);
  try {
    const tallies = await store.updates.tallies();
    if (tallies.length === 0) say("Noch kein Update versandt.");
    const queued = await store.outbox.queued();
    for (const tally of tallies) {
      say(
        `${tally.key}: „${tally.subject}“, begonnen ${germanReadable(tally.startedAt)}: ${describe(tally)}`,
      );
      // Why the relay stopped it, if it did: the reason its mails were put back with.
      const stopped = queued.find(
        (mail) => mail.update_id === tally.id && mail.state === "stopped",
      );
      if (stopped) say(`  ${stopped.last_error}`);
    }
  } finally {
    await store.close();
  }
}

/** The progress bar's estimate of the time left, in German. */
function remaining(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0)
    return "Restzeit wird ermittelt";
  if (seconds < 60)
    return `noch etwa ${Math.max(5, Math.round(seconds / 5) * 5)} s`;
  return `noch etwa ${Math.round(seconds / 60)} Min.`;
}

function describe(tally: UpdateTally): string {
  return `${tally.sent} versandt, ${tally.failed} fehlgeschlagen, ${tally.left} offen (von ${tally.recipients})`;
}

const updates: Tool = {
  call: "npm run updates",
  summary: "Updates an die bestätigten Abonnenten (mit FORM_DELIVERY=api).",
  commands: [
    defineCommand({
      name: "preview",
      usage: "DATEI [--out ORDNER]",
      summary: "Schreibt die E-Mail als HTML und als Text in zwei Dateien.",
      help: `Nennt die Pfade der beiden Dateien; nichts wird versandt.

Optionen:
  --out ORDNER  wohin die Dateien kommen (Standard: updates im
                temporären Ordner des Systems)

Beispiel: npm run updates -- preview updates/start.md`,
      options: { out: { type: "string" } },
      positionals: 1,
      run: ({ positionals: [file], values }, io) =>
        preview(file, values.out, io),
    }),
    defineCommand({
      name: "test",
      usage: "DATEI --to ADRESSE",
      summary: "Sendet die E-Mail zum Probelesen an eine Adresse.",
      help: `Der Testversand zählt nicht als versandt: send schickt das Update danach
trotzdem an alle.

Optionen:
  --to ADRESSE  die Adresse, an die die eine E-Mail geht

Beispiel: npm run updates -- test updates/start.md --to ich@example.org`,
      options: { to: { type: "string" } },
      positionals: 1,
      run: ({ positionals: [file], values }, io) =>
        testSend(file, values.to, io),
    }),
    defineCommand({
      name: "send",
      usage: "DATEI [--again] [--wait]",
      summary: "Sendet die E-Mail an alle bestätigten Abonnenten.",
      help: `An jede bestätigte Anmeldung mit zustellbarer Adresse, mit einem
Fortschrittsbalken und am Ende der Bilanz. Nach einem Abbruch sendet derselbe
Aufruf nur, was noch offen ist; ein fertiges Update geht nicht zweimal
hinaus. Exit-Status 1, solange E-Mails offen sind: Rufen Sie den Befehl dann
später erneut auf.

Mit MAIL_RATE pro Stunde oder Tag (etwa 400/day) hält der Versand an, wenn
das Limit erreicht ist, und nennt, wie viele E-Mails offen bleiben und ab
wann es weitergeht.

Optionen:
  --again  sendet ein fertiges Update noch einmal an alle
  --wait   wartet, wenn das Stunden- oder Tageslimit erreicht ist, und
           sendet im nächsten Zeitfenster weiter, bis alles versandt ist

Beispiel: npm run updates -- send updates/start.md --wait`,
      options: {
        again: { type: "boolean", default: false },
        wait: { type: "boolean", default: false },
      },
      positionals: 1,
      run: ({ positionals: [file], values }, io) => send(file, values, io),
    }),
    defineCommand({
      name: "status",
      summary: "Zeigt je Update: versandt, fehlgeschlagen, offen.",
      help: `Eine Zeile je begonnenem Update, mit Betreff und Beginn.

Beispiel: npm run updates -- status`,
      run: (_input, io) => status(io),
    }),
  ],
  defaultCommand: "status",
  notes: `DATEI ist Markdown mit dem Betreff im Kopf (front matter; docs/operations.md,
Updates to subscribers). DATA_DIR oder DATABASE_URL wählt die Datenbank, SMTP_URL und
MAIL_FROM den Mailserver und den Absender, SITE_URL die Adresse der Links,
wie bei npm start. Nur npm start und npm run migrate legen die Datenbank an
und ändern ihr Schema: updates lehnt eine fehlende Datenbank ab, ebenso eine,
deren Schema hinter dieser Version zurückliegt.`,
};

/** npm run updates with these arguments and this io; its exit status. The tests call it with their own io. */
export function runUpdates(
  args: readonly string[],
  io: CommandIo,
): Promise<number> {
  return runTool(updates, args, io);
}

if (import.meta.main) await runAsProcess(runUpdates);

// @vitest-environment node
// Each sentence of the delivery build's privacy statement that says what the
// server does with data, beside a check of that behaviour: a change to either
// side fails here. (Whole flows are tested where they live: the visitor log
// and npm run stats in scripts/owner/stats.test.ts, nginx in server/http/proxy.test.ts,
// faults in server/faults.test.ts, backups in server/backup.test.ts, the
// bounce mailbox against a real Dovecot in server/bounces/intake.test.ts.)
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import nodePath from "node:path";
import { germanDateTime } from "./berlin-time.ts";
import { scheduleWeekMail, weekMailDue } from "./week/job.ts";
import { gatherWeek } from "./week/figures.ts";
import { composeWeek } from "./week/mail.ts";
import { nextWeekMailAt } from "./week/period.ts";
import { afterAll, describe, expect, it, vi } from "vitest";
import { company } from "../app/content/company.ts";
import { privacyWithDelivery } from "../app/content/legal/privacy.ts";
import { retention } from "../app/content/retention.ts";
import { paragraphsOf } from "../tests/support/legal-text.ts";
import { assertBuilt, deliveryClientDir } from "../tests/build/build-output";
import { openTestStore } from "../tests/support/test-store.ts";
import { memoryCount } from "./http/rate-limits.ts";
import { createServer } from "./http/server.ts";
import { deliverySettings } from "./config.ts";
import { BOUNCE_INTAKE_EVERY_MS } from "./bounces/job.ts";
import { takeIn } from "./bounces/intake.ts";
import { MESSAGE_MAX_BYTES, readReport } from "./bounces/reports.ts";
import { returnPath } from "./bounces/return-path.ts";
import type { Store } from "./store/index.ts";
import {
  type VisitorRequest,
  keptPath,
  memoryKeyer,
  reducedUserAgent,
  referrerOrigin,
  visitorLogLine,
} from "./visitor-log.ts";

const statement = paragraphsOf(privacyWithDelivery).join("\n");
const DAY = 86_400_000;
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  vi.useRealTimers();
  for (const close of closers) await close();
});

const BOUNCES = "bounces@zunftwerk.example";

/**
 * A store with one sign-up whose confirmation mail left, and a report of the
 * given fixture's shape about that mail, to its genuine return path.
 */
async function subscriberWithReport(fixture: string) {
  const own = await store();
  const raw = readFileSync(
    new URL(`./bounces/fixtures/reports/${fixture}`, import.meta.url),
    "utf8",
  );
  // The recipient the fixture's report names.
  const read = await readReport(raw);
  const recipient =
    read.kind === "complaint"
      ? read.recipient!
      : /Final-Recipient: rfc822;\s*(\S+)/i.exec(raw)![1]!;
  await own.submissions.subscribe(recipient, "Einwilligungstext");
  const [signup] = await own.submissions.signups();
  const path = returnPath(
    { kind: "signup-confirmation", signupId: signup!.id, token: signup!.token },
    {
      bounceAddress: BOUNCES,
      secret: await own.secrets.lasting("return-path"),
    },
  );
  const report = raw.replace(/bounces\+[^@\s>"]+@zunftwerk\.example/g, path);
  return { own, report, path };
}

async function store(): Promise<Store> {
  const opened = await openTestStore("sqlite");
  closers.push(opened.close);
  return opened.store;
}

const request = (overrides: Partial<VisitorRequest> = {}): VisitorRequest => ({
  ip: "198.51.100.7",
  method: "GET",
  url: "/",
  status: 200,
  bytes: 100,
  milliseconds: 1,
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  ...overrides,
});

/** The sentence, and what the server does. */
const sentences: [phrase: string, behaviour: () => Promise<void> | void][] = [
  [
    "Ihre IP-Adresse selbst speichern wir nicht. Der Server berechnet aus ihr und der vollständigen Kennung Ihres Browsers (User-Agent) mit einem Geheimschlüssel einen Prüfwert (Hashwert) und schreibt nur diesen in die Logdatei.",
    async () => {
      const line = await visitorLogLine(request(), memoryKeyer());
      expect(line).not.toContain("198.51.100");
      expect(line.split(" ")[2]).toMatch(/^[0-9a-f]{16}$/);
    },
  ],
  [
    "Den Geheimschlüssel ersetzt der Server jeden Tag durch einen neuen",
    async () => {
      let now = new Date("2026-11-24T12:00:00Z");
      const keyOf = memoryKeyer(() => now);
      const today = await keyOf("198.51.100.7 Firefox");
      expect(await keyOf("198.51.100.7 Firefox")).toBe(today);
      now = new Date("2026-11-25T12:00:00Z");
      expect(await keyOf("198.51.100.7 Firefox")).not.toBe(today);
    },
  ],
  [
    "Von den Parametern der aufgerufenen Adresse bleiben nur utm_source, utm_medium und utm_campaign erhalten.",
    () =>
      expect(
        keptPath("/?token=x&utm_source=a&utm_medium=b&utm_campaign=c&q=y"),
      ).toBe("/?utm_source=a&utm_medium=b&utm_campaign=c"),
  ],
  [
    "Von der Website, von der Sie kommen, speichern wir nur die Domain, nie die Seite oder ihre Parameter; kommen Sie von einer Seite dieser Website, bleibt diese Angabe leer.",
    () => {
      expect(referrerOrigin("https://www.google.com/search?q=x")).toBe(
        "https://www.google.com",
      );
      expect(
        referrerOrigin(
          "https://www.zunftwerk.de/kontakt",
          "https://www.zunftwerk.de",
        ),
      ).toBe("-");
    },
  ],
  [
    "Browser und Betriebssystem halten wir nur grob fest: Name und Hauptversion des Browsers und das Betriebssystem, nicht die vollständige Kennung.",
    () =>
      expect(reducedUserAgent(request().userAgent)).toBe("Firefox/128 (Linux)"),
  ],
  [
    "Nicht protokolliert werden erfolgreiche Abrufe von Dateien wie Bildern, Skripten und Symbolen sowie die Abfragen, mit denen wir die Erreichbarkeit des Servers überwachen.",
    async () => {
      assertBuilt();
      const logged: string[] = [];
      const app = await createServer({
        root: deliveryClientDir,
        accessLog: (entry) => logged.push(entry.url),
      });
      for (const url of [
        "/favicon-32.png",
        "/healthz",
        "/readyz",
        "/",
        "/nix.png",
      ])
        await app.inject({ url });
      await app.close();
      expect(logged).toEqual(["/", "/nix.png"]);
    },
  ],
  [
    `Die Logdateien werden auf unserem Server nach ${retention.serverLogDays}\u00a0Tagen automatisch gelöscht.`,
    () => expect(retention.serverLogDays).toBe(7),
  ],
  [
    "Weitere Dienstleister, etwa ein Content Delivery Network oder ein Betreiber unserer Datenbank, verarbeiten keine Daten dieser Website.",
    () =>
      expect(company.processors).toMatchObject({ cdn: null, database: null }),
  ],
  [
    "Dafür berechnet er aus Ihrer IP-Adresse mit einem Geheimschlüssel einen Prüfwert (Hashwert) und zählt nur unter diesem; Ihre IP-Adresse selbst behält er nicht",
    async () => {
      vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
      const memory = memoryCount();
      await memory.count("contact:198.51.100.7", 60_000);
      expect(memory.size()).toBe(1);
      // "Nach Ablauf der Minute löscht er den Prüfwert."
      await vi.advanceTimersByTimeAsync(65_000);
      expect(memory.size()).toBe(0);
      memory.stop();
      vi.useRealTimers();
    },
  ],
  [
    "Damit ein doppelter Klick auf „Senden“ nicht zwei Anfragen ergibt, speichert der Server außerdem zehn Minuten lang einen solchen Prüfwert",
    async () => {
      const own = await store();
      const contact = {
        name: "A",
        email: "a@example.org",
        company: "",
        message: "x",
      };
      expect(
        await own.submissions.addContact(contact, { repeatKey: "k" }),
      ).toBeTypeOf("number");
      expect(
        await own.submissions.addContact(contact, { repeatKey: "k" }),
      ).toBeUndefined();
      expect(await own.submissions.contacts()).toHaveLength(1);
    },
  ],
  [
    `nimmt er solche Anmeldungen nur bis zu einer kleinen Zahl je Stunde an (voreingestellt: 3) und bittet bei weiteren, es später erneut zu versuchen oder uns zu schreiben. Dafür speichert er zu einer solchen Anmeldung den Zeitpunkt, zu dem sie ihre Bestätigungs-E-Mail angefordert hat.`,
    async () => {
      const own = await store();
      const options = { unprovenPerHour: 3, unproven: true };
      for (const n of [1, 2, 3])
        expect(
          await own.submissions.subscribe(`u${n}@example.org`, "E", options),
        ).toBe("new");
      expect(
        await own.submissions.subscribe("u4@example.org", "E", options),
      ).toBe("over-cap");
      expect(
        await own.submissions.subscribe("mit@example.org", "E", {
          unprovenPerHour: 3,
        }),
      ).toBe("new");
      const rows = await own.submissions.signups();
      expect(
        rows.map((row) => [row.email, row.unproven_at === row.created_at]),
      ).toEqual([
        ["u1@example.org", true],
        ["u2@example.org", true],
        ["u3@example.org", true],
        ["mit@example.org", false],
      ]);
      expect(rows.at(-1)!.unproven_at).toBeNull();
    },
  ],
  [
    "Nach dem Absenden speichern wir Ihre E-Mail-Adresse als unbestätigte Anmeldung, zusammen mit dem Zeitpunkt der Anmeldung und dem Wortlaut der Einwilligungserklärung, die Ihnen beim Formular angezeigt wurde.",
    async () => {
      const own = await store();
      await own.submissions.subscribe("b@example.org", "Einwilligungstext");
      expect(await own.submissions.signups()).toMatchObject([
        {
          email: "b@example.org",
          consent_text: "Einwilligungstext",
          confirmed_at: null,
        },
      ]);
      expect((await own.outbox.queued()).map((mail) => mail.kind)).toEqual([
        "signup-confirmation",
      ]);
    },
  ],
  [
    "erst damit ist sie wirksam, und wir speichern den Zeitpunkt der Bestätigung.",
    async () => {
      const own = await store();
      await own.submissions.subscribe("c@example.org", "Einwilligungstext");
      const [signup] = await own.submissions.signups();
      await own.submissions.confirm(signup!.confirm_token!);
      expect((await own.submissions.signups())[0]!.confirmed_at).toMatch(
        /^\d{4}-/,
      );
    },
  ],
  [
    `Bestätigen Sie die Anmeldung nicht, löschen wir Ihre E-Mail-Adresse nach ${retention.pendingSignupDays}\u00a0Tagen.`,
    async () => {
      const own = await store();
      await own.submissions.subscribe("d@example.org", "Einwilligungstext");
      const later = new Date(
        Date.now() + retention.pendingSignupDays * DAY + 60_000,
      );
      expect((await own.submissions.deleteExpired(later)).pendingSignups).toBe(
        1,
      );
    },
  ],
  [
    "ob eine E-Mail an Ihre Adresse dauerhaft abgelehnt wurde, beim Versand oder durch eine spätere Unzustellbarkeitsnachricht Ihres E-Mail-Anbieters (Zeitpunkt und Fehlercode): Dann senden wir Ihnen keine Neuigkeiten mehr",
    async () => {
      const { own, report } = await subscriberWithReport("postfix-5.1.1.eml");
      expect(await takeIn(own, report, BOUNCES)).toBe("marked");
      const [signup] = await own.submissions.signups();
      expect(signup!.undeliverable_reason).toBe("Bounce 5.1.1");
      expect(Date.parse(signup!.undeliverable_at!)).not.toBeNaN();
      expect(await own.updates.deliverableSubscribers()).toBe(0);
    },
  ],
  [
    "trägt jede unserer E-Mails eine eigene Rücklaufadresse mit einem Prüfwert; Ihre E-Mail-Adresse steht nicht darin.",
    async () => {
      const { own, path } = await subscriberWithReport("postfix-5.1.1.eml");
      const [signup] = await own.submissions.signups();
      expect(path).toMatch(
        /^bounces\+c\d+r[0-9a-f]{8}\.[0-9a-f]{10}@zunftwerk\.example$/,
      );
      expect(path).not.toContain(signup!.email.split("@")[0]);
    },
  ],
  [
    "Meldet Ihr E-Mail-Anbieter uns unter Nennung Ihrer E-Mail-Adresse, dass Sie eine unserer E-Mails als Spam gemeldet haben, beenden wir Ihre Anmeldung wie bei einer Abmeldung und löschen Ihre E-Mail-Adresse.",
    async () => {
      const { own, report } = await subscriberWithReport(
        "arf-abuse-message.eml",
      );
      // Without the address (redacted by the provider) nothing changes.
      const redacted = report.replaceAll(
        "m.yilmaz@postfach-dienst.test",
        "5e1f0c9a7b3d42e8@postfach-dienst.test",
      );
      expect(await takeIn(own, redacted, BOUNCES)).toBe("complaint-unmatched");
      expect(await own.submissions.signups()).toHaveLength(1);
      expect(await takeIn(own, report, BOUNCES)).toBe("complaint");
      expect(await own.submissions.signups()).toEqual([]);
    },
  ],
  [
    "Dass eine Anmeldung durch Abmeldung oder Beschwerde endete, zählen wir nur als Zahl je Tag, ohne Ihre E-Mail-Adresse oder einen anderen Bezug zu Ihnen.",
    async () => {
      const { own, report } = await subscriberWithReport(
        "arf-abuse-message.eml",
      );
      expect(await takeIn(own, report, BOUNCES)).toBe("complaint");
      const today = germanDateTime(new Date()).day;
      expect(await own.week.tallied([today])).toEqual({
        unsubscribed: 0,
        complained: 1,
        held: 0,
        "held-shortened": 0,
        "signup-refused": 0,
        "signup-refused-unproven": 0,
      });
      // The only trace: a day, a name and a count in tallies (week/store.ts).
      expect(await own.submissions.signups()).toEqual([]);
      expect(
        JSON.stringify(
          await own.submissions.findByEmail("m.yilmaz@postfach-dienst.test"),
        ),
      ).not.toContain("yilmaz");
    },
  ],
  [
    "Einmal in der Woche, montags um 7\u00a0Uhr, sendet unser Server uns eine E-Mail mit den Zahlen der vergangenen Woche",
    async () => {
      // Thursday 26 November 2026: Monday 30 November, 7:00 German time (UTC+1).
      expect(nextWeekMailAt(new Date("2026-11-26T12:00:00Z"))).toEqual(
        new Date("2026-11-30T06:00:00Z"),
      );
      expect(weekMailDue(new Date("2026-11-30T06:00:00Z"))).toBe(true);
      expect(weekMailDue(new Date("2026-11-27T06:00:00Z"))).toBe(false);
      // The job queues it once for the week, on a Monday only.
      const own = await store();
      const queuedOn = async (now: Date) => {
        const job = scheduleWeekMail(
          {
            store: own,
            settings: {
              dataDir: tmpdir(),
              statsDir: tmpdir(),
              logDir: undefined,
              backupDir: undefined,
            },
          },
          undefined,
          { everyMs: 3_600_000, now: () => now },
        );
        job.stop();
        return job.first;
      };
      expect(await queuedOn(new Date("2026-11-27T06:00:00Z"))).toBe(false);
      expect(await queuedOn(new Date("2026-11-30T06:01:00Z"))).toBe(true);
      expect(await queuedOn(new Date("2026-11-30T09:00:00Z"))).toBe(false);
    },
  ],
  [
    "Personenbezogene Daten enthält sie nicht: keine IP-Adresse, keinen Prüfwert, keinen Namen, keine E-Mail-Adresse und keinen Inhalt einer Nachricht.",
    async () => {
      const own = await store();
      await own.submissions.addContact({
        name: "Erika Musterfrau",
        email: "erika@example.org",
        company: "Kehrbetrieb Musterfrau",
        message: "Bitte um Rückruf wegen Kehrbezirk",
      });
      await own.submissions.subscribe("abo@example.org", "Einwilligungstext");
      const logDir = mkdtempSync(nodePath.join(tmpdir(), "week-log-"));
      closers.push(async () =>
        rmSync(logDir, { recursive: true, force: true }),
      );
      const line = await visitorLogLine(request(), memoryKeyer());
      const hash = line.split(" ")[2]!;
      mkdirSync(logDir, { recursive: true });
      writeFileSync(
        nodePath.join(logDir, `access-${germanDateTime(new Date()).day}.log`),
        `${line}\n`,
      );
      // A week from now, this week is the one it reports.
      const figures = await gatherWeek(
        {
          store: own,
          settings: {
            dataDir: logDir,
            statsDir: logDir,
            logDir,
            backupDir: undefined,
          },
          stalls: [],
        },
        new Date(Date.now() + 7 * DAY),
      );
      expect(figures.enquiries.taken).toBe(1);
      expect(figures.visits.visitors).toBe(1);
      const { subject, text, html } = await composeWeek(figures);
      for (const personal of [
        "198.51.100",
        hash,
        "Erika",
        "Musterfrau",
        "erika@example.org",
        "abo@example.org",
        "Rückruf",
        "Firefox",
      ])
        expect(`${subject}\n${text}\n${html}`).not.toContain(personal);
    },
  ],
  [
    "Unser Server ruft sie alle fünf Minuten aus dem Postfach ab und löscht jede, sobald er sie ausgewertet hat.",
    () => {
      // Deleted one by one: server/bounces/intake.test.ts finds the Maildir empty.
      expect(BOUNCE_INTAKE_EVERY_MS).toBe(5 * 60_000);
    },
  ],
  [
    `Eine Nachricht, die größer als 1\u00a0MB ist, wertet er nicht aus: Er legt sie ungelesen in einem eigenen Ordner ab und löscht sie dort nach ${retention.setAsideReportDays}\u00a0Tagen.`,
    async () => {
      expect(MESSAGE_MAX_BYTES).toBe(1024 * 1024);
      const report = readFileSync(
        new URL(
          "./bounces/fixtures/reports/postfix-5.1.1.eml",
          import.meta.url,
        ),
        "utf8",
      );
      const padded = `${report}\n${"x".repeat(MESSAGE_MAX_BYTES)}`;
      expect(await readReport(padded)).toEqual({
        kind: "other",
        reason: "too-large",
      });
    },
  ],
  [
    "Wenn Sie sich abmelden, löschen wir Ihre E-Mail-Adresse.",
    async () => {
      const own = await store();
      await own.submissions.subscribe("e@example.org", "Einwilligungstext");
      const [signup] = await own.submissions.signups();
      await own.submissions.unsubscribe(signup!.token);
      expect(await own.submissions.signups()).toEqual([]);
    },
  ],
  [
    `Ohne Abmeldung löschen wir sie spätestens ${retention.confirmedSignupDays}\u00a0Tage nach der Bestätigung.`,
    async () => {
      const own = await store();
      await own.submissions.subscribe("f@example.org", "Einwilligungstext");
      const [signup] = await own.submissions.signups();
      await own.submissions.confirm(signup!.confirm_token!);
      const later = new Date(
        Date.now() + retention.confirmedSignupDays * DAY + 60_000,
      );
      expect(
        (await own.submissions.deleteExpired(later)).confirmedSignups,
      ).toBe(1);
    },
  ],
  [
    "Ihre Angaben aus dem Kontaktformular werden mit dem Zeitpunkt des Eingangs in einer Datenbank auf dem Server unseres Hosting-Anbieters gespeichert",
    async () => {
      const own = await store();
      await own.submissions.addContact({
        name: "G",
        email: "g@example.org",
        company: "",
        message: "y",
      });
      expect((await own.submissions.contacts())[0]).toMatchObject({
        name: "G",
        created_at: expect.stringMatching(/^\d{4}-/),
      });
    },
  ],
  [
    `Anfragen über das Kontaktformular, per E-Mail oder Telefon: bis zur abschließenden Bearbeitung, höchstens ${retention.contactRequestDays}\u00a0Tage nach Eingang`,
    async () => {
      const own = await store();
      const id = await own.submissions.addContact({
        name: "H",
        email: "h@example.org",
        company: "",
        message: "z",
      });
      // "bis zur abschließenden Bearbeitung": one request can be deleted alone.
      expect(await own.submissions.deleteContact(id!)).toBe(true);
      await own.submissions.addContact({
        name: "I",
        email: "i@example.org",
        company: "",
        message: "z",
      });
      const later = new Date(
        Date.now() + retention.contactRequestDays * DAY + 60_000,
      );
      expect((await own.submissions.deleteExpired(later)).contactRequests).toBe(
        1,
      );
    },
  ],
  [
    "bei jedem Start und danach stündlich, sodass keine Frist mehr als eine Stunde überschritten wird.",
    // The job's own test proves each period with a fake clock
    // (server/retention-job.test.ts); its default is an hour.
    async () => {
      const { scheduleRetention } = await import("./jobs/retention.ts");
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      const own = await store();
      const deleteExpired = vi.spyOn(own.submissions, "deleteExpired");
      const job = scheduleRetention(own);
      await job.first;
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(deleteExpired).toHaveBeenCalledTimes(2);
      job.stop();
      vi.useRealTimers();
    },
  ],
  [
    `Tägliche Sicherungskopien unserer Datenbank mit den Angaben aus den Formularen: ${retention.backupDays}\u00a0Tage nach ihrer Erstellung`,
    () => expect(deliverySettings({}).backupKeep).toBe(retention.backupDays),
  ],
  [
    "Auf Ihren Wunsch stellen wir Ihnen alle Daten zusammen, die wir zu Ihrer E-Mail-Adresse gespeichert haben, oder löschen sie vollständig.",
    async () => {
      const own = await store();
      await own.submissions.addContact({
        name: "J",
        email: "J@example.org",
        company: "",
        message: "z",
      });
      await own.submissions.subscribe("j@example.org", "Einwilligungstext");
      const found = await own.submissions.findByEmail("j@EXAMPLE.org");
      expect([
        found.contactRequests.length,
        found.signups.length,
        found.mails.length,
      ]).toEqual([1, 1, 2]);
      await own.submissions.forget("j@example.org");
      const gone = await own.submissions.findByEmail("j@example.org");
      expect([gone.contactRequests, gone.signups, gone.mails]).toEqual([
        [],
        [],
        [],
      ]);
    },
  ],
];

describe("the delivery build's privacy statement, sentence by sentence", () => {
  it.each(sentences)("„%s“", async (phrase, behaviour) => {
    expect(statement).toContain(phrase);
    await behaviour();
  });
});

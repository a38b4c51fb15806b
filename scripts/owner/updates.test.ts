// @vitest-environment node
import Database from "better-sqlite3";
import pg from "pg";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { company } from "../../app/content/company.ts";
import { createServer } from "../../server/http/server.ts";
import { createMailer } from "../../server/mail/mailer.ts";
import { newToken } from "../../server/store/schema.ts";
import { openStore } from "../../server/store/index.ts";
import { readUpdate } from "../../server/updates/update-file.ts";
import {
  assertBuilt,
  deliveryClientDir,
} from "../../tests/build/build-output.ts";
import { createDatabase } from "../../tests/support/postgres.ts";
import { startSmtpSink } from "../../tests/support/smtp-sink.ts";
import {
  type MailCatcher,
  startMailCatcher,
} from "../../tests/support/mail-catcher.ts";
import { runOwnerCommand } from "../../tests/support/owner-command.ts";
import {
  SITE,
  consent,
  spawnUpdates,
  storeWithSubscribers,
  updates,
} from "../../tests/support/updates-command.ts";
import { runInbox } from "./inbox.ts";

const work = mkdtempSync(path.join(tmpdir(), "updates-"));
const storeWith = (confirmed: readonly string[], smtpUrl: string) =>
  storeWithSubscribers(work, confirmed, smtpUrl);

/** An update file in the test's folder. */
function updateFile(name: string, content: string): string {
  const file = path.join(work, name);
  writeFileSync(file, content);
  return file;
}

const launch = updateFile(
  "start.md",
  `---
subject: Die Terminplattform startet
---
# Es geht los

Guten Tag, ab sofort können Sie Termine [online buchen](${SITE}/produkte/coming-soon).
`,
);

let smtp: MailCatcher;
beforeAll(async () => {
  assertBuilt();
  smtp = await startMailCatcher(0, {
    refuse: (address) => (address.startsWith("gibtsnicht@") ? 550 : undefined),
  });
});
afterAll(async () => {
  await smtp.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("npm run updates", () => {
  it("previews the mail as HTML and text files, with the sender's identification and an unsubscribe link", async () => {
    const out = path.join(work, "preview");
    const { code, stdout } = await updates({}, "preview", launch, "--out", out)
      .done;
    expect(code).toBe(0);
    const [html, text] = stdout
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.startsWith(out));
    expect(html).toBe(path.join(out, "start.html"));
    expect(text).toBe(path.join(out, "start.txt"));
    const page = readFileSync(html!, "utf8");
    const plain = readFileSync(text!, "utf8");
    for (const part of [page, plain]) {
      // The text part sets headings in capitals, as plain text does.
      expect(part).toMatch(/Es geht los/i);
      expect(part).toContain(company.legalName);
      expect(part).toContain(company.registerCourt);
      expect(part).toContain(`${SITE}/anmeldung/abmelden?token=`);
    }
    expect(page).toContain(`href="${SITE}/produkte/coming-soon"`);
    expect(plain).toMatch(/^Betreff: Die Terminplattform startet/);
  });

  it("sends it once to every confirmed, deliverable subscriber, with one-click unsubscribe headers; a refused address is marked at once", async () => {
    const people = [
      "anna@example.org",
      "bernd@example.org",
      "gibtsnicht@example.org",
    ];
    const { store, env } = await storeWith(people, smtp.url);
    await store.submissions.subscribe("pending@example.org", consent);
    await store.submissions.subscribe("weg@example.org", consent);
    const [leaving] = (await store.submissions.findByEmail("weg@example.org"))
      .signups;
    await store.submissions.confirm(leaving!.confirm_token!);
    await store.submissions.unsubscribe(leaving!.token);

    const test = await updates(
      env,
      "test",
      launch,
      "--to",
      "chefin@example.org",
    ).done;
    expect(test.code).toBe(0);
    expect(smtp.to("chefin@example.org")).toHaveLength(1);

    const run = await updates(env, "send", launch).done;
    expect(run.code).toBe(0);
    // The progress bar, and the refusal logged with its code, never the address.
    expect(run.stderr).toContain("100 % | 3 von 3");
    expect(run.stderr).toContain(
      "vom Mailserver endgültig abgelehnt: EENVELOPE 550 5.1.1",
    );
    expect(run.stderr).not.toContain("gibtsnicht");
    expect(run.stdout).toContain(
      "„Die Terminplattform startet“: 2 versandt, 1 fehlgeschlagen, 0 offen (von 3)",
    );
    for (const address of ["anna@example.org", "bernd@example.org"]) {
      const mails = smtp
        .to(address)
        .filter((mail) => mail.subject === "Die Terminplattform startet");
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      const token = (await store.submissions.findByEmail(address)).signups[0]!
        .token;
      expect(mail!.header("list-unsubscribe")).toBe(
        `<${SITE}/anmeldung/abmelden?token=${token}>`,
      );
      expect(mail!.header("list-unsubscribe-post")).toBe(
        "List-Unsubscribe=One-Click",
      );
      expect(mail!.header("message-id")).toMatch(
        /^<update-\d+-\d+@www\.zunftwerk\.example>$/,
      );
      // A list, as mail programs and feedback loops know it (RFC 2919).
      expect(mail!.header("list-id")).toBe(
        `"Neuigkeiten von ${company.brand}" <neuigkeiten.www.zunftwerk.example>`,
      );
      // An update is a list's mail, not an automatic one (RFC 3834).
      expect(mail!.header("auto-submitted")).toBeUndefined();
      expect(mail!.html).toContain(company.registerNumber);
      expect(mail!.text).toContain(`${SITE}/anmeldung/abmelden?token=${token}`);
    }
    for (const address of [
      "pending@example.org",
      "weg@example.org",
      "gibtsnicht@example.org",
    ])
      expect(smtp.to(address)).toEqual([]);
    const [refused] = (
      await store.submissions.findByEmail("gibtsnicht@example.org")
    ).signups;
    expect(refused!.undeliverable_at).not.toBeNull();
    expect(refused!.undeliverable_reason).toBe("EENVELOPE 550 5.1.1");
    // The owner sees it in the inbox.
    const listed = await runOwnerCommand(runInbox, ["list"], {
      DATA_DIR: env.DATA_DIR,
    });
    expect(listed.stdout).toMatch(
      /gibtsnicht@example\.org ADRESSE UNZUSTELLBAR seit .* \(EENVELOPE 550 5.1.1\), erhält keine Updates mehr/,
    );

    const status = await updates(env, "status").done;
    expect(status.stdout).toMatch(
      /^start: „Die Terminplattform startet“, begonnen .*: 2 versandt, 1 fehlgeschlagen, 0 offen \(von 3\)$/m,
    );
    // The person's record says what they got (Art. 15).
    expect(
      (await store.submissions.findByEmail("anna@example.org"))
        .updateDeliveries,
    ).toEqual([
      expect.objectContaining({
        subject: "Die Terminplattform startet",
        sent_at: expect.any(String),
        failed_at: null,
      }),
    ]);

    const again = await updates(env, "send", launch).done;
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/ist fertig: 2 versandt.*--again/);
    const twice = await updates(env, "send", launch, "--again").done;
    expect(twice.code).toBe(0);
    expect(twice.stdout).toContain(
      "2 versandt, 0 fehlgeschlagen, 0 offen (von 2)",
    );
    expect(
      smtp
        .to("anna@example.org")
        .filter((mail) => mail.subject === "Die Terminplattform startet"),
    ).toHaveLength(2);
    expect(smtp.to("gibtsnicht@example.org")).toEqual([]);

    // The mail program's one-click unsubscribe, from the mail's own header,
    // ends the subscription and what was kept about it.
    const [mail] = smtp.to("bernd@example.org");
    const unsubscribe = new URL(mail!.header("list-unsubscribe")!.slice(1, -1));
    const site = await createServer({
      root: deliveryClientDir,
      api: { store },
    });
    const press = await site.inject({
      method: "POST",
      url: `${unsubscribe.pathname}${unsubscribe.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(press.headers.location).toBe("/anmeldung/abgemeldet");
    expect(
      await store.submissions.findByEmail("bernd@example.org"),
    ).toMatchObject({
      signups: [],
      updateDeliveries: [],
    });
    await site.close();
    await store.close();
  }, 30_000);

  it("refuses a store that is not there, as inbox does, and makes none (a mistyped DATA_DIR)", async () => {
    const typo = path.join(work, "dtaa");
    const env = {
      DATA_DIR: path.join(typo, "data"),
      SMTP_URL: smtp.url,
      MAIL_FROM: "news@zunftwerk.example",
    };
    const inbox = await runOwnerCommand(runInbox, ["list"], env);
    expect(inbox.status).toBe(1);
    const refusal = `Unter ${path.join(env.DATA_DIR, "submissions.db")} liegt keine Datenbank: npm start (mit FORM_DELIVERY=api) legt sie an, DATA_DIR oder DATABASE_URL wählt eine andere.\n`;
    expect(inbox.stderr).toBe(refusal);
    for (const args of [["status"], ["send", launch]]) {
      const run = await updates(env, ...args).done;
      expect(run.code).toBe(1);
      expect(run.stdout).not.toContain("Noch kein Update versandt");
      expect(run.stderr).toBe(refusal);
    }
    expect(existsSync(typo)).toBe(false);
  });

  it("refuses a bad update with a clear answer, and stores and sends nothing", async () => {
    const { store, env } = await storeWith(["leser@example.org"], smtp.url);
    const noLink = await updates(
      env,
      "send",
      updateFile(
        "http.md",
        "---\nsubject: Link\n---\n[hier](http://example.org)\n",
      ),
    ).done;
    expect(noLink.code).toBe(1);
    expect(noLink.stderr).toContain(
      "http.md ist so nicht versandfertig:\n  – Der Link „http://example.org“ beginnt nicht mit https://",
    );
    const unreachable = await updates(
      { ...env, SMTP_URL: "smtp://127.0.0.1:9" },
      "send",
      launch,
    ).done;
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(
      /Der Mailserver \(SMTP_URL\) ist nicht erreichbar oder lehnt die Zugangsdaten ab \(\w+\)\. Es wurde nichts versandt/,
    );
    expect(await store.updates.tallies()).toEqual([]);

    const { store: empty, env: emptyEnv } = await storeWith([], smtp.url);
    const nobody = await updates(emptyEnv, "send", launch).done;
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toMatch(
      /keine bestätigten Anmeldungen mit zustellbarer Adresse – es wurde nichts versandt/,
    );
    expect(smtp.to("leser@example.org")).toEqual([]);
    await Promise.all([store.close(), empty.close()]);
  }, 30_000);
});

/**
 * Subscribers 1 to `count`, confirmed, written straight into the database in
 * one statement (signing each up and confirming would take seconds).
 */
async function manySubscribers(
  where: { dataDir: string } | { databaseUrl: string },
  count: number,
) {
  const time = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, index) => {
    const email = `leser${index + 1}@example.org`;
    return [time, email, email, consent, newToken(), time];
  });
  const columns =
    "INSERT INTO signups (created_at, email, email_key, consent_text, token, confirmed_at)";
  if ("dataDir" in where) {
    const db = new Database(path.join(where.dataDir, "submissions.db"));
    const insert = db.prepare(`${columns} VALUES (?, ?, ?, ?, ?, ?)`);
    db.transaction(() => rows.forEach((row) => insert.run(...row)))();
    db.close();
  } else {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    await client.query(
      `${columns} SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
      rows[0]!.map((_, column) => rows.map((row) => row[column])),
    );
    await client.end();
  }
}

/** How many copies of `subject` each of the `count` subscribers got. */
function copiesPerSubscriber(arrived: readonly string[], count: number) {
  const copies = new Map<string, number>();
  for (const to of arrived) copies.set(to, (copies.get(to) ?? 0) + 1);
  return Array.from(
    { length: count },
    (_, index) => copies.get(`leser${index + 1}@example.org`) ?? 0,
  );
}

describe("an update sent exactly once", () => {
  it("killed mid-send and run again, it sends only what is left: one copy each, none to who left meanwhile", async () => {
    const COUNT = 200;
    const KILL_AFTER = 80;
    const arrived: string[] = [];
    let holding = false;
    let reachedKillPoint = () => {};
    const killPoint = new Promise<void>(
      (resolve) => (reachedKillPoint = resolve),
    );
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    // From the 80th mail on, the server answers nothing more, as one that
    // hangs would, and the sender is killed there: every mail the server
    // took was answered, and every mail it answered was recorded.
    const sink = await startSmtpSink(async ({ to }) => {
      if (holding) return held;
      arrived.push(to);
      if (arrived.length === KILL_AFTER) {
        holding = true;
        reachedKillPoint();
      }
    });
    const { store, env } = await storeWith([], sink.url);
    await manySubscribers({ dataDir: env.DATA_DIR! }, COUNT);

    // A process of its own: killed mid-send, as a crash or kill -9 would.
    const first = spawnUpdates(env, "send", launch);
    await killPoint;
    await expect
      .poll(async () => (await store.updates.tallies())[0]?.sent, {
        timeout: 10_000,
      })
      .toBe(KILL_AFTER);
    first.child.kill("SIGKILL");
    expect((await first.done).code).toBe(null);
    holding = false;
    letGo();
    // The last subscriber leaves after the send began, before their mail went.
    const [leaving] = (
      await store.submissions.findByEmail(`leser${COUNT}@example.org`)
    ).signups;
    await store.submissions.unsubscribe(leaving!.token);

    const second = await updates(env, "send", launch).done;
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(
      "Setze den Versand von „Die Terminplattform startet“ fort",
    );
    expect(second.stdout).toContain(
      `${COUNT - 1} versandt, 0 fehlgeschlagen, 0 offen (von ${COUNT - 1})`,
    );
    expect(copiesPerSubscriber(arrived, COUNT)).toEqual([
      ...Array(COUNT - 1).fill(1),
      0,
    ]);
    await store.close();
    await sink.stop();
  }, 60_000);

  it("two senders on one PostgreSQL at once: one copy each", async () => {
    const COUNT = 300;
    const arrived: string[] = [];
    const sink = await startSmtpSink(({ to }) => {
      arrived.push(to);
    });
    const databaseUrl = await createDatabase(inject("postgresUrl"));
    const store = await openStore("", databaseUrl);
    await manySubscribers({ databaseUrl }, COUNT);
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: sink.url,
      MAIL_FROM: "news@zunftwerk.example",
    };
    // Two processes: the two senders run at the same time (in this
    // process, owner commands run one after the other).
    const runs = await Promise.all([
      spawnUpdates(env, "send", launch).done,
      spawnUpdates(env, "send", launch).done,
    ]);
    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    expect(copiesPerSubscriber(arrived, COUNT)).toEqual(Array(COUNT).fill(1));
    expect((await store.updates.tallies())[0]).toMatchObject({
      sent: COUNT,
      left: 0,
    });
    await store.close();
    await sink.stop();
  }, 60_000);
});

describe("an update and the leads", () => {
  it("keeps within MAIL_RATE across senders, and a contact notice queued meanwhile leaves within 2 s", async () => {
    const COUNT = 100;
    const RATE = 40;
    const arrivals: { to: string; at: number }[] = [];
    const sink = await startSmtpSink(({ to }) => {
      arrivals.push({ to, at: Date.now() });
    });
    const { store, env } = await storeWith([], sink.url);
    await manySubscribers({ dataDir: env.DATA_DIR! }, COUNT);
    // The site's own sender of notices, on the same store and limit.
    const site = createMailer(store, {
      smtpUrl: sink.url,
      siteUrl: SITE,
      notifyTo: "vertrieb@zunftwerk.example",
      mailRate: { limit: RATE, per: "second" },
      lanes: ["notices"],
    });

    // A process of its own, as beside the server: the two senders share
    // the limit through the store only, and neither waits on the other's
    // event loop (which is what the 2 s measure).
    const sending = spawnUpdates(
      { ...env, MAIL_RATE: String(RATE) },
      "send",
      launch,
    );
    await expect
      .poll(() => arrivals.length, { timeout: 10_000 })
      .toBeGreaterThan(RATE);
    const queuedAt = Date.now();
    await store.submissions.addContact({
      name: "Eilig",
      email: "eilig@example.org",
      company: "",
      message: "Bitte rufen Sie zurück.",
    });
    void site.flush();
    await expect
      .poll(
        () => arrivals.find((mail) => mail.to === "vertrieb@zunftwerk.example"),
        { timeout: 5_000 },
      )
      .toBeDefined();
    const notice = arrivals.find(
      (mail) => mail.to === "vertrieb@zunftwerk.example",
    )!;
    expect(notice.at - queuedAt).toBeLessThan(2_000);
    const run = await sending.done;
    expect(run.code).toBe(0);
    expect(arrivals).toHaveLength(COUNT + 1);

    // No second of the store's count went above the limit, and the update
    // took the time the limit asks for.
    const perSecond = new Database(path.join(env.DATA_DIR!, "submissions.db"), {
      readonly: true,
    })
      .prepare(
        "SELECT starts_at / 1000 AS second, count FROM mail_rate WHERE per = 'second' ORDER BY starts_at",
      )
      .all() as { second: number; count: number }[];
    expect(Math.max(...perSecond.map((row) => row.count))).toBeLessThanOrEqual(
      RATE,
    );
    expect(perSecond.reduce((sum, row) => sum + row.count, 0)).toBe(COUNT + 1);
    const updateMails = arrivals.filter((mail) => mail.to !== notice.to);
    // 100 mails at 40 a second take slots in three seconds at least; the
    // first and the last may be cut short, so more than one second lies
    // between the first slot and the last. Arrival adds each mail's own way
    // through the mail server, which on a busy machine differs by up to a
    // few hundred milliseconds from one mail to the next.
    expect(perSecond.length).toBeGreaterThanOrEqual(Math.ceil(COUNT / RATE));
    expect(updateMails.at(-1)!.at - updateMails[0]!.at).toBeGreaterThan(
      (Math.ceil(COUNT / RATE) - 2) * 1000 - 300,
    );
    await site.close();
    await store.close();
    await sink.stop();
  }, 30_000);
});

describe("an update file", () => {
  const problemsOf = (source: string) => {
    const result = readUpdate(source, SITE);
    return result.ok ? [] : result.problems;
  };

  it("names each problem that would make a bad mail", () => {
    expect(problemsOf("Nur Text.\n")).toEqual([
      expect.stringMatching(/^Es fehlt der Betreff/),
    ]);
    expect(problemsOf("---\nsubject: Leer\n---\n\n")).toEqual([
      "Die Datei hat keinen Text nach dem Kopf.",
    ]);
    expect(problemsOf(`---\nsubject: ${"x".repeat(201)}\n---\nText\n`)).toEqual(
      ["Der Betreff ist 201 Zeichen lang; erlaubt sind höchstens 200."],
    );
    expect(
      problemsOf(
        "---\nsubject: Links\n---\n[a](http://example.org) [b](javascript:alert(1)) <https://ok.example>\n",
      ),
    ).toEqual([
      "Der Link „http://example.org“ beginnt nicht mit https:// – nur Links mit https:// sind erlaubt.",
      "Der Link „javascript:alert(1)“ beginnt nicht mit https:// – nur Links mit https:// sind erlaubt.",
    ]);
    expect(
      problemsOf(
        "---\nsubject: Bilder\n---\n![Logo](https://cdn.example.net/logo.png) ![Eigenes](https://www.zunftwerk.example/logo.png)\n",
      ),
    ).toEqual([
      "Das Bild „https://cdn.example.net/logo.png“ liegt nicht unter https://www.zunftwerk.example: Ein Bild von einem anderen Server würde bei jedem Öffnen der E-Mail dort abgerufen. Laden Sie das Bild auf die Website und binden Sie es mit vollständiger Adresse ein (https://www.zunftwerk.example/…).",
    ]);
    expect(
      problemsOf(
        '---\nsubject: HTML\n---\n<img src="https://t.example/p.gif">\n',
      ),
    ).toEqual([
      'HTML ist in Updates nicht erlaubt (nur Markdown): <img src="https://t.example/p.gif">',
    ]);
    expect(problemsOf("---\nsubject: [kaputt\n---\nText\n")).toEqual([
      expect.stringMatching(/^Der Kopf der Datei .* ist kein gültiges YAML/),
    ]);
  });

  it("takes a good one as written", () => {
    expect(readUpdate(readFileSync(launch, "utf8"), SITE)).toEqual({
      ok: true,
      draft: {
        subject: "Die Terminplattform startet",
        markdown: `# Es geht los\n\nGuten Tag, ab sofort können Sie Termine [online buchen](${SITE}/produkte/coming-soon).`,
      },
    });
  });
});

// @vitest-environment node
// Bounces as real mail servers send them: Debian's Postfix relays each
// confirmation mail with its own return path to the recipients' servers,
// which refuse three of four recipients; Postfix's own reports land in the
// bounce mailbox that Debian's Dovecot serves; `npm run inbox -- bounces`
// reads them over IMAP and marks the one dead mailbox, nothing else.
import { logLines } from "../../tests/support/log-lines.ts";
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupConsentRecord } from "../../app/content/forms.ts";
import { runOwnerCommand } from "../../tests/support/owner-command.ts";
import {
  type RecipientServers,
  type Relay,
  startRecipientServers,
  startRelay,
} from "../../tests/support/relay.ts";
import { type Store, openStore } from "../store/index.ts";
import { scheduleBounceIntake } from "./job.ts";
import { SET_ASIDE_FOLDER, takeInMailbox } from "./mailbox.ts";
import { createMailer } from "../mail/mailer.ts";
import { runInbox } from "../../scripts/owner/inbox.ts";
import { returnPath } from "./return-path.ts";

const work = mkdtempSync(path.join(tmpdir(), "bounces-"));
const dataDir = path.join(work, "data");
const bounceAddress = "bounces@zunftwerk.test";
const accepted = "kunde@empfaenger.test";
const unknown = "unbekannt@empfaenger.test";
const full = "voll@empfaenger.test";
const blocked = "gesperrt@empfaenger.test";
const later = "spaeter-weg@empfaenger.test";

/** Sends what is queued through the relay, as the server would. */
async function sendQueued() {
  const sender = createMailer(store, {
    smtpUrl: `smtp://127.0.0.1:${relay.smtpPort}`,
    siteUrl: "https://www.zunftwerk.test",
    mailFrom: "Zunftwerk <news@zunftwerk.test>",
    bounceAddress,
  });
  await sender.flush();
  await sender.close();
}

let recipients: RecipientServers;
let relay: Relay;
let store: Store;

/** The messages in the bounce mailbox, new and read. */
const inMailbox = () =>
  ["new", "cur"].flatMap((folder) =>
    readdirSync(path.join(relay.maildir, folder)),
  ).length;

/** npm run inbox -- bounces ARGS, in this process (tests/support/owner-command.ts). */
function inbox(...args: string[]) {
  return runOwnerCommand(runInbox, ["bounces", ...args], {
    DATA_DIR: dataDir,
    BOUNCE_ADDRESS: bounceAddress,
    BOUNCE_IMAP_URL: imapUrl(),
  });
}

beforeAll(async () => {
  recipients = await startRecipientServers({
    [unknown]: `550 5.1.1 <${unknown}>: Recipient address rejected: User unknown`,
    [full]: `452 4.2.2 <${full}>: Mailbox full`,
    [blocked]: "550 5.7.1 Message rejected due to local policy",
    [later]: `550 5.1.1 <${later}>: Recipient address rejected: User unknown`,
  });
  relay = await startRelay({ recipientServer: recipients.server });
  store = await openStore(dataDir);
  for (const email of [accepted, unknown, full, blocked])
    await store.submissions.subscribe(email, signupConsentRecord);
  await sendQueued();
  // Postfix's reports: a failure for each refused mailbox, a delay for the full one.
  for (const until = Date.now() + 10_000; inMailbox() < 3;) {
    if (Date.now() > until) throw new Error(relay.log());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 30_000);

afterAll(async () => {
  await store?.close();
  await relay?.stop();
  await recipients?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** The return path of the confirmation mail to `email`, check value and all. */
async function genuine(email: string) {
  const secret = await store.secrets.lasting("return-path");
  const signups = await store.submissions.signups();
  const { id: signupId, token } = signups.find((row) => row.email === email)!;
  return returnPath(
    { kind: "signup-confirmation", signupId, token },
    { bounceAddress, secret },
  );
}

/** A report of server/bounces/fixtures/reports, come back to `to`. */
const fixture = (name: string, to: string) =>
  readFileSync(
    path.resolve("server/bounces/fixtures/reports", name),
    "utf8",
  ).replace(/bounces\+[^@\s>"]+@zunftwerk\.example/g, to);

const imapUrl = () =>
  `imap://${relay.imap.user}:${relay.imap.password}@127.0.0.1:${relay.imap.port}`;

/** A session of the test's own with the bounce mailbox (logged out after). */
async function imap<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({
    host: "127.0.0.1",
    port: relay.imap.port,
    secure: false,
    auth: { user: relay.imap.user, pass: relay.imap.password },
    logger: false,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout();
  }
}

/** Puts messages into a folder of the bounce mailbox, in this order (their UIDs ascend). */
const deliver = (messages: string[], folder = "INBOX", receivedAt?: Date) =>
  imap(async (client) => {
    await client.mailboxCreate(folder);
    for (const message of messages)
      await client.append(folder, message, [], receivedAt);
  });

/** How many messages a folder holds, asked over IMAP. */
const held = (folder: string) =>
  imap(async (client) => {
    const status = await client
      .status(folder, { messages: true })
      .catch(() => false as const);
    return status ? (status.messages ?? 0) : 0;
  });

const undeliverable = async () =>
  (await store.submissions.signups())
    .filter((row) => row.undeliverable_at !== null)
    .map((row) => [row.email, row.undeliverable_reason]);

describe("npm run inbox -- bounces", () => {
  it("reads Postfix's own reports over IMAP and marks the dead mailbox, and only that one", async () => {
    await recipients.waitFor(accepted);
    const run = await inbox();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("3 Nachrichten im Rücklauf gelesen:");
    expect(run.stdout).toContain("1 Adressen als unzustellbar markiert");
    expect(run.stdout).toMatch(/1 Verzögerungen oder vorübergehende Fehler/);
    expect(run.stdout).toMatch(/1 endgültige Ablehnungen aus anderem Grund/);
    expect(await undeliverable()).toEqual([[unknown, "Bounce 5.1.1"]]);
    // Read and deleted (issue 45.6): nothing of them is left in the Maildir.
    expect(inMailbox()).toBe(0);
    // The next run finds nothing new and changes nothing.
    const again = await inbox();
    expect(again.stdout).toContain("0 Nachrichten im Rücklauf gelesen:");
    expect(await undeliverable()).toEqual([[unknown, "Bounce 5.1.1"]]);
  });

  it("a complaint ends its subscription; an out-of-office reply, a forged report and the same report twice change nothing", async () => {
    // A report about `full` whose check value is wrong: another's forgery.
    const forged = (await genuine(full)).replace(
      /\.([0-9a-f])/,
      (_, digit: string) => `.${digit === "0" ? "1" : "0"}`,
    );
    // A complaint that names the subscriber's address, as the loop saw it.
    const complaint = fixture(
      "arf-abuse-message.eml",
      await genuine(accepted),
    ).replaceAll("m.yilmaz@postfach-dienst.test", accepted);
    const mbox = [
      complaint,
      fixture("ooo-de-auto-submitted.eml", await genuine(accepted)),
      fixture("postfix-5.1.1.eml", forged).replaceAll(
        /[\w.+-]+@gmail\.com|weg@[\w.-]+/g,
        full,
      ),
      complaint,
    ]
      .map(
        (message) =>
          `From MAILER-DAEMON Wed Nov 25 10:00:00 2026\n${message.replace(/^From /gm, ">From ")}`,
      )
      .join("\n");
    const file = path.join(work, "saved.mbox");
    writeFileSync(file, mbox);

    const run = await inbox("--file", file);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("4 Nachrichten im Rücklauf gelesen:");
    expect(run.stdout).toContain("1 Beschwerden");
    expect(run.stdout).toContain("1 automatische Antworten");
    expect(run.stdout).toContain("1 mit falschem Prüfwert");
    // The second complaint finds the subscription ended already.
    expect(run.stdout).toMatch(/1 zu keiner versandten E-Mail/);
    const left = (await store.submissions.signups()).map((row) => row.email);
    expect(left).not.toContain(accepted);
    expect(left).toContain(full);
    expect(await undeliverable()).toEqual([[unknown, "Bounce 5.1.1"]]);
  });

  it("the server reads the mailbox itself on a schedule (BOUNCE_IMAP_URL), with the same effect", async () => {
    await store.submissions.subscribe(later, signupConsentRecord);
    const before = inMailbox();
    await sendQueued();
    for (const until = Date.now() + 10_000; inMailbox() <= before;) {
      if (Date.now() > until) throw new Error(relay.log());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { log, infos: lines } = logLines();
    const job = scheduleBounceIntake(
      store,
      {
        imapUrl: imapUrl(),
        bounceAddress,
      },
      { log },
    );
    const tally = await job.first;
    job.stop();
    expect(tally?.marked).toBe(1);
    expect(lines.join("\n")).toContain("1 Adressen als unzustellbar markiert");
    expect((await undeliverable()).map(([email]) => email).sort()).toEqual(
      [later, unknown].sort(),
    );
  });
});

/**
 * A plain-text bounce of about 2.5 MB that anyone may send to the bounce
 * address: the shape of issue 45.1's (200,000 lines), with addresses only
 * in its first thousand lines, so that the code before the fix read it in
 * seconds rather than the half hour that all-address lines took.
 */
function hugeBounce() {
  const lines = Array.from({ length: 200_000 }, (_, i) =>
    i < 1000 ? `a${i}@b.de` : `Zeile ${i}`,
  );
  return [
    "From: MAILER-DAEMON@mx.beispiel.test",
    "To: bounces@zunftwerk.test",
    "Subject: Undelivered Mail Returned to Sender",
    "",
    ...lines,
    "",
  ].join("\r\n");
}

describe("the bounce mailbox over IMAP, as anyone may write to it (issue 45)", () => {
  it("moves a message over 1 MB aside unread and names it in the log; the rest is read and deleted", async () => {
    await relay.wipe();
    const huge = hugeBounce();
    await deliver([
      huge,
      fixture("ooo-de-auto-submitted.eml", await genuine(full)),
    ]);
    const lines: string[] = [];
    const intake = await takeInMailbox(store, imapUrl(), bounceAddress, {
      log: (line) => lines.push(line),
    });
    expect(intake.messages).toBe(1);
    expect(intake.tally["auto-reply"]).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Rücklauf-Postfach: Die Nachricht UID \d+ vom \d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d \(2,\d MB\) ist größer als 1 MB und wurde ungelesen in den Ordner „Zu groß“ verschoben; dort löscht der Server sie nach 7 Tagen\.$/,
      ),
    ]);
    expect(lines.join()).not.toContain("@");
    expect(inMailbox()).toBe(0);
    // There, whole and unread.
    const [aside] = await imap(async (client) => {
      const lock = await client.getMailboxLock(SET_ASIDE_FOLDER);
      try {
        return await client.fetchAll("1:*", { source: true, flags: true });
      } finally {
        lock.release();
      }
    });
    expect(aside?.source?.toString()).toBe(huge);
    expect(aside?.flags?.has("\\Seen")).toBe(false);
  });

  it("deletes each message as soon as it is done: a run that fails half way leaves only what it did not finish", async () => {
    await relay.wipe();
    await deliver([
      fixture("ooo-de-auto-submitted.eml", await genuine(full)),
      fixture("postfix-5.1.1.eml", await genuine(full)),
      fixture("ooo-de-auto-submitted.eml", await genuine(full)),
    ]);
    // A store that cannot be reached: a report with a return path needs it
    // (its check value), an automatic reply does not.
    const unreachable = new Proxy(
      {},
      {
        get: () => () =>
          Promise.reject(new Error("Die Datenbank ist nicht erreichbar.")),
      },
    );
    const broken = {
      submissions: unreachable,
      updates: unreachable,
      secrets: unreachable,
    } as unknown as Store;
    await expect(
      takeInMailbox(broken, imapUrl(), bounceAddress, { log: () => {} }),
    ).rejects.toThrow("Die Datenbank ist nicht erreichbar.");
    // The first is gone; the report and the one after it wait for the next run.
    expect(inMailbox()).toBe(2);
    const intake = await takeInMailbox(store, imapUrl(), bounceAddress, {
      log: () => {},
    });
    expect(intake.messages).toBe(2);
    expect(inMailbox()).toBe(0);
  });

  it("deletes what lies in „Zu groß“ longer than 7 days", async () => {
    await relay.wipe();
    const DAY = 86_400_000;
    // What the first test set aside is younger.
    const before = await held(SET_ASIDE_FOLDER);
    await deliver(
      [hugeBounce()],
      SET_ASIDE_FOLDER,
      new Date(Date.now() - 8 * DAY),
    );
    await deliver(
      [hugeBounce()],
      SET_ASIDE_FOLDER,
      new Date(Date.now() - 6 * DAY),
    );
    const lines: string[] = [];
    await takeInMailbox(store, imapUrl(), bounceAddress, {
      log: (line) => lines.push(line),
    });
    expect(await held(SET_ASIDE_FOLDER)).toBe(before + 1);
    expect(lines).toEqual([
      "Rücklauf-Postfach: eine Nachricht aus dem Ordner „Zu groß“ nach 7 Tagen gelöscht.",
    ]);
  });

  it("a mistyped folder in BOUNCE_IMAP_URL fails the run with its name, and the session is logged out", async () => {
    const before = relay.imapConnections();
    const failures: unknown[] = [];
    for (let run = 0; run < 3; run++)
      failures.push(
        await takeInMailbox(store, `${imapUrl()}/Rueckläufer`, bounceAddress, {
          log: () => {},
        }).catch((error: unknown) => error),
      );
    // Each run's connection is closed (before the fix, three stayed open).
    for (const until = Date.now() + 2_000; relay.imapConnections() > before;) {
      if (Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(relay.imapConnections()).toBe(before);
    for (const failure of failures)
      expect(String(failure)).toMatch(
        /Der Ordner „Rueckläufer“ aus BOUNCE_IMAP_URL lässt sich im Rücklauf-Postfach nicht öffnen/,
      );
  });
});

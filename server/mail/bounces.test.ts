// @vitest-environment node
// Bounces as real mail servers send them: Debian's Postfix relays each
// confirmation mail with its own return path to the recipients' servers,
// which refuse three of four recipients; Postfix's own reports land in the
// bounce mailbox that Debian's Dovecot serves; `npm run inbox -- bounces`
// reads them over IMAP and marks the one dead mailbox, nothing else.
import { spawnSync } from "node:child_process";
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupConsentRecord } from "../../app/content/forms.ts";
import { baseEnv } from "../../tests/support/child-env.ts";
import {
  type RecipientServers,
  type Relay,
  startRecipientServers,
  startRelay,
} from "../../tests/support/relay.ts";
import { type Store, openStore } from "../store/index.ts";
import { scheduleBounceIntake } from "../jobs/bounce-intake.ts";
import { createMailer } from "./mailer.ts";
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

function inbox(...args: string[]) {
  return spawnSync(
    process.execPath,
    [path.resolve("scripts/inbox.ts"), "bounces", ...args],
    {
      env: {
        ...baseEnv,
        DATA_DIR: dataDir,
        BOUNCE_ADDRESS: bounceAddress,
        BOUNCE_IMAP_URL: `imap://${relay.imap.user}:${relay.imap.password}@127.0.0.1:${relay.imap.port}`,
      },
      encoding: "utf8",
      timeout: 20_000,
    },
  );
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

const undeliverable = async () =>
  (await store.submissions.signups())
    .filter((row) => row.undeliverable_at !== null)
    .map((row) => [row.email, row.undeliverable_reason]);

describe("npm run inbox -- bounces", () => {
  it("reads Postfix's own reports over IMAP and marks the dead mailbox, and only that one", async () => {
    await recipients.waitFor(accepted);
    const run = inbox();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("3 Nachrichten im Rücklauf gelesen:");
    expect(run.stdout).toContain("1 Adressen als unzustellbar markiert");
    expect(run.stdout).toMatch(/1 Verzögerungen oder vorübergehende Fehler/);
    expect(run.stdout).toMatch(/1 endgültige Ablehnungen aus anderem Grund/);
    expect(await undeliverable()).toEqual([[unknown, "Bounce 5.1.1"]]);
    // Read once: the next run finds nothing new and changes nothing.
    const again = inbox();
    expect(again.stdout).toContain("0 Nachrichten im Rücklauf gelesen:");
    expect(await undeliverable()).toEqual([[unknown, "Bounce 5.1.1"]]);
  });

  it("a complaint ends its subscription; an out-of-office reply, a forged report and the same report twice change nothing", async () => {
    const secret = await store.secrets.lasting("return-path");
    const signups = await store.submissions.signups();
    const rowOf = (email: string) =>
      signups.find((row) => row.email === email)!;
    const genuine = (email: string) =>
      returnPath(
        {
          kind: "signup-confirmation",
          signupId: rowOf(email).id,
          token: rowOf(email).token,
        },
        { bounceAddress, secret },
      );
    const fixture = (name: string, to: string) =>
      readFileSync(
        path.resolve("server/mail/fixtures/reports", name),
        "utf8",
      ).replace(/bounces\+[^@\s>"]+@zunftwerk\.example/g, to);
    // A report about `full` whose check value is wrong: another's forgery.
    const forged = genuine(full).replace(
      /\.([0-9a-f])/,
      (_, digit: string) => `.${digit === "0" ? "1" : "0"}`,
    );
    // A complaint that names the subscriber's address, as the loop saw it.
    const complaint = fixture(
      "arf-abuse-message.eml",
      genuine(accepted),
    ).replaceAll("m.yilmaz@postfach-dienst.test", accepted);
    const mbox = [
      complaint,
      fixture("ooo-de-auto-submitted.eml", genuine(accepted)),
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

    const run = inbox("--file", file);
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
    const lines: string[] = [];
    const job = scheduleBounceIntake(
      store,
      {
        imapUrl: `imap://${relay.imap.user}:${relay.imap.password}@127.0.0.1:${relay.imap.port}`,
        bounceAddress,
      },
      { log: (line) => lines.push(line) },
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

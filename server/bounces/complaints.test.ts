// @vitest-environment node
// A complaint (RFC 5965) or a bounce ends or marks a subscription only when
// it is about that very subscription (issue 45.2): it comes back to the
// return path of a mail to this row (not to an earlier row that had its id),
// it is a complaint (not "not-spam"), and it names the row's address. Every
// mail here leaves through the real mailer to an SMTP server, on a real
// store of each engine; the reports are the fixtures with that mail's
// return path and the address a report names put in.
import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
} from "vitest";
import { signupConsentRecord } from "../../app/content/forms.ts";
import {
  type CaughtMail,
  type MailCatcher,
  startMailCatcher,
} from "../../tests/support/mail-catcher.ts";
import { engines } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { openSqlite } from "../store/database.ts";
import { type Store, openStore } from "../store/index.ts";
import { takeIn } from "./intake.ts";
import { createMailer } from "../mail/mailer.ts";

const bounceAddress = "bounces@zunftwerk.example";

/** A fixture with the return path and the recipient it names replaced. */
function report(
  name: string,
  { returnPath, names }: { returnPath: string; names: string },
) {
  const raw = readFileSync(
    path.join(import.meta.dirname, "fixtures/reports", name),
    "utf8",
  );
  const named =
    /^(?:Original-Rcpt-To: <|Final-Recipient: rfc822;\s*)([^>\s]+)/m.exec(
      raw,
    )![1]!;
  return raw
    .replace(/bounces\+[^@\s>"]+@zunftwerk\.example/g, returnPath)
    .replaceAll(named, names);
}

let smtp: MailCatcher;
beforeAll(async () => {
  smtp = await startMailCatcher();
});
afterAll(async () => {
  await smtp.stop();
});

describe.each(engines)("complaints and bounces on %s", (engine) => {
  let store: Store;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ store, close } = await openTestStore(engine));
  });
  afterEach(async () => {
    await close();
  });

  /** Addresses of this engine's run: the SMTP server is shared. */
  let count = 0;
  const address = (name: string) => `${name}-${engine}-${++count}@example.org`;

  /** Signs an address up and sends its confirmation mail: the mail as it arrived. */
  async function signUp(email: string): Promise<CaughtMail> {
    await store.submissions.subscribe(email, signupConsentRecord);
    const sender = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl: "https://www.zunftwerk.example",
      mailFrom: "Zunftwerk <news@zunftwerk.example>",
      bounceAddress,
      lanes: ["subscribers"],
    });
    await sender.flush();
    await sender.close();
    return smtp.waitFor(email);
  }
  const subscribed = async () =>
    (await store.submissions.signups()).map((row) => row.email);
  const idOf = async (email: string) =>
    (await store.submissions.signups()).find((row) => row.email === email)!.id;

  it("the attack of the issue: a complaint to the return path of a sign-up that is gone leaves the next sign-up, which got its id, subscribed", async () => {
    const attacker = address("angreifer");
    const mine = await signUp(attacker);
    const oldId = await idOf(attacker);
    // The attacker unsubscribes with the link of that mail: the row is deleted.
    const token = new URL(
      /<([^>]+)>/.exec(mine.header("List-Unsubscribe")!)![1]!,
    ).searchParams.get("token")!;
    expect(await store.submissions.unsubscribe(token)).toBe(true);
    const stranger = address("fremd");
    await signUp(stranger);
    // SQLite gives the freed highest id to the next row; PostgreSQL never.
    if (engine === "sqlite") expect(await idOf(stranger)).toBe(oldId);

    for (const names of [stranger, attacker]) {
      const complaint = report("arf-abuse-message.eml", {
        returnPath: mine.from,
        names,
      });
      expect(await takeIn(store, complaint, bounceAddress)).toBe("unknown");
    }
    const bounce = report("postfix-5.1.1.eml", {
      returnPath: mine.from,
      names: stranger,
    });
    expect(await takeIn(store, bounce, bounceAddress)).toBe("unknown");
    expect(await subscribed()).toEqual([stranger]);
    expect((await store.submissions.signups())[0]!.undeliverable_at).toBe(null);
  });

  it("a not-spam report changes nothing", async () => {
    const email = address("kein-spam");
    const mail = await signUp(email);
    const notSpam = report("arf-not-spam.eml", {
      returnPath: mail.from,
      names: email,
    });
    expect(await takeIn(store, notSpam, bounceAddress)).toBe("not-a-complaint");
    expect(await subscribed()).toEqual([email]);
  });

  it("a complaint that names another address, a redacted one or none changes nothing; one that names the sign-up's address ends it", async () => {
    const email = address("abonnent");
    const mail = await signUp(email);
    const about = { returnPath: mail.from };
    // Neither Original-Rcpt-To nor the included original's To.
    const unnamed = report("arf-abuse-message.eml", {
      ...about,
      names: "weggelassen@example.org",
    }).replace(/^.*weggelassen@example\.org.*\n/gm, "");
    for (const complaint of [
      report("arf-abuse-message.eml", { ...about, names: address("andere") }),
      report("arf-abuse-redacted.eml", {
        ...about,
        names: "5e1f0c9a7b3d42e8@example.org",
      }),
      unnamed,
    ])
      expect(await takeIn(store, complaint, bounceAddress)).toBe(
        "complaint-unmatched",
      );
    expect(await subscribed()).toEqual([email]);

    const named = report("arf-abuse-message.eml", { ...about, names: email });
    expect(await takeIn(store, named, bounceAddress)).toBe("complaint");
    expect(await subscribed()).toEqual([]);
  });

  it("a bounce of a mailbox that does not exist marks the address its report names, only that one", async () => {
    const email = address("weg");
    const mail = await signUp(email);
    const other = report("postfix-5.1.1.eml", {
      returnPath: mail.from,
      names: address("andere"),
    });
    expect(await takeIn(store, other, bounceAddress)).toBe("unknown");
    expect((await store.submissions.signups())[0]!.undeliverable_at).toBe(null);
    const own = report("postfix-5.1.1.eml", {
      returnPath: mail.from,
      names: email,
    });
    expect(await takeIn(store, own, bounceAddress)).toBe("marked");
    expect((await store.submissions.signups())[0]!.undeliverable_reason).toBe(
      "Bounce 5.1.1",
    );
  });
});

describe("mails sent before return paths named the row (migration 011)", () => {
  const secret = "geheimnis-der-alten-version";
  /** The return path the release before gave the confirmation of sign-up `id`: the id alone. */
  const oldPath = (id: number) => {
    const tag = `c${id}`;
    const check = createHmac("sha256", secret)
      .update(tag)
      .digest("hex")
      .slice(0, 10);
    return `bounces+${tag}.${check}@zunftwerk.example`;
  };
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A SQLite store at migration 010 with one sign-up (id 1) and its lasting secret, then migrated. */
  async function storeFromBefore(email: string) {
    const dir = mkdtempSync(path.join(tmpdir(), "store-010-"));
    dirs.push(dir);
    await (await openSqlite(dir, { upTo: "010-held-enquiries" })).destroy();
    const file = new Database(path.join(dir, "submissions.db"));
    file
      .prepare(
        "INSERT INTO secrets (purpose, day, secret) VALUES ('return-path', 'lasting', ?)",
      )
      .run(secret);
    file
      .prepare(
        "INSERT INTO signups (id, created_at, email, email_key, consent_text, token, confirm_token) VALUES (1, ?, ?, ?, 'Einwilligungstext', 'alter-link', 'alter-link')",
      )
      .run(new Date().toISOString(), email, email);
    file.close();
    return { dir, store: await openStore(dir) };
  }
  const complaint = (returnPath: string, names: string) =>
    report("arf-abuse-message.eml", { returnPath, names });

  it("a complaint about one, naming the address, still ends that subscription", async () => {
    const { store } = await storeFromBefore("vorher@example.org");
    const said = await takeIn(
      store,
      complaint(oldPath(1), "vorher@example.org"),
      bounceAddress,
    );
    expect(said).toBe("complaint");
    expect(await store.submissions.signups()).toEqual([]);
    await store.close();
  });

  it("never reaches a row made since, with the same id; nor its own row 30 days after the migration", async () => {
    const { store } = await storeFromBefore("vorher@example.org");
    const [before] = await store.submissions.signups();
    await store.submissions.unsubscribe(before!.token);
    await store.submissions.subscribe("danach@example.org", "Einwilligung");
    const [after] = await store.submissions.signups();
    expect(after!.id).toBe(1);
    for (const names of ["danach@example.org", "vorher@example.org"])
      expect(
        await takeIn(store, complaint(oldPath(1), names), bounceAddress),
      ).toBe("unknown");
    expect((await store.submissions.signups()).map((row) => row.email)).toEqual(
      ["danach@example.org"],
    );
    await store.close();

    const { dir, store: late } = await storeFromBefore("vorher@example.org");
    await late.close();
    const file = new Database(path.join(dir, "submissions.db"));
    file
      .prepare("UPDATE signups SET old_return_paths_until = ?")
      .run(new Date(Date.now() - 31 * 86_400_000).toISOString());
    file.close();
    const reopened = await openStore(dir);
    expect(
      await takeIn(
        reopened,
        complaint(oldPath(1), "vorher@example.org"),
        bounceAddress,
      ),
    ).toBe("unknown");
    expect(await reopened.submissions.signups()).toHaveLength(1);
    await reopened.close();
  });
});

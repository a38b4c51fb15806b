// @vitest-environment node
// A relay that refuses for reasons of its own (the sender, a quota) is the
// relay's fault, not the recipients': nobody is marked, nothing is lost, the
// run says why and exits 1, and the next run reaches each subscriber once.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type RecipientServers,
  type Relay,
  startRecipientServers,
  startRelay,
} from "../../tests/support/relay.ts";
import { type Refusal, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import {
  storeWithSubscribers,
  updates,
} from "../../tests/support/updates-command.ts";

const work = mkdtempSync(path.join(tmpdir(), "updates-relay-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const file = path.join(work, "news.md");
writeFileSync(file, "---\nsubject: Neuigkeiten\n---\nGuten Tag.\n");
const subscribers = Array.from(
  { length: 40 },
  (_, n) => `kunde${n}@example.org`,
);

/** A relay that answers as `answer` says, and counts what each address got. */
async function relay(answer: {
  rcpt?: () => Refusal | undefined;
  data?: (count: number) => Refusal | undefined;
}) {
  const got = new Map<string, number>();
  const sink = await startSmtpSink(
    ({ to }) => void got.set(to, (got.get(to) ?? 0) + 1),
    0,
    { refuse: () => answer.rcpt?.(), refuseData: answer.data },
  );
  return { sink, got };
}

async function marked(
  store: Awaited<ReturnType<typeof storeWithSubscribers>>["store"],
) {
  const rows = await store.submissions.signups();
  return rows.filter((row) => row.undeliverable_at !== null).length;
}

/** The next run, the relay taking mail again: every subscriber once, exit 0. */
async function nextRunReachesEachOnce(
  env: Record<string, string>,
  got: Map<string, number>,
) {
  const run = await updates(env, "send", file).done;
  expect(run.code).toBe(0);
  expect(run.stdout).toContain("40 versandt, 0 fehlgeschlagen, 0 offen");
  expect([...got.keys()].sort()).toEqual([...subscribers].sort());
  expect([...got.values()].every((count) => count === 1)).toBe(true);
}

describe("a relay that refuses for reasons of its own", () => {
  it("refusing the sender: nobody marked, nothing lost, exit 1 naming MAIL_FROM; the next run reaches each once", async () => {
    let refusing = true;
    const { sink, got } = await relay({
      rcpt: () =>
        refusing
          ? {
              code: 553,
              text: "5.7.1 <news@zunftwerk.example>: Sender address rejected: not owned by user mailer",
            }
          : undefined,
    });
    const { store, env } = await storeWithSubscribers(
      work,
      subscribers,
      `smtp://127.0.0.1:${sink.port}`,
    );
    const first = await updates(env, "send", file).done;
    expect(first.code).toBe(1);
    expect(first.stderr).toContain("Der Mailserver lehnt den Absender ab");
    expect(first.stderr).toContain("MAIL_FROM");
    expect(first.stdout).toContain("0 versandt, 0 fehlgeschlagen, 40 offen");
    expect(await marked(store)).toBe(0);
    expect(await store.updates.deliverableSubscribers()).toBe(40);
    // `status` shows the stopped update and why.
    const status = await updates(env, "status").done;
    expect(status.stdout).toContain("40 offen");
    expect(status.stdout).toContain(
      "angehalten: Der Mailserver lehnt den Absender ab",
    );

    refusing = false;
    await nextRunReachesEachOnce(env, got);
    await store.close();
    await sink.stop();
  });

  it("a quota after 15 mails: 15 sent, 25 kept, exit 1 naming the limit; the next run sends the 25, none twice", async () => {
    let quota = true;
    const { sink, got } = await relay({
      data: (count) =>
        quota && count > 15
          ? { code: 550, text: "5.4.5 Daily user sending quota exceeded." }
          : undefined,
    });
    const { store, env } = await storeWithSubscribers(
      work,
      subscribers,
      `smtp://127.0.0.1:${sink.port}`,
    );
    const first = await updates(env, "send", file).done;
    expect(first.code).toBe(1);
    expect(first.stderr).toContain("Sendelimit");
    expect(first.stderr).toContain("MAIL_RATE");
    expect(first.stdout).toContain("15 versandt, 0 fehlgeschlagen, 25 offen");
    expect(got.size).toBe(15);
    expect(await marked(store)).toBe(0);

    quota = false;
    await nextRunReachesEachOnce(env, got);
    expect(got.size).toBe(40);
    await store.close();
    await sink.stop();
  });
});

describe("a full mailbox behind a real relay (Postfix checking each recipient)", () => {
  const kunden = ["kunde1@empfaenger.test", "kunde2@empfaenger.test"];
  // Gmail's answer and Dovecot's, as the recipients' servers give them.
  const gmailFull = "voll@empfaenger.test";
  const dovecotFull = "ebenfalls-voll@empfaenger.test";
  let recipients: RecipientServers;
  let postfix: Relay;
  beforeAll(async () => {
    recipients = await startRecipientServers({
      [gmailFull]:
        "452 4.2.2 The email account that you tried to reach is over quota. Please direct the recipient to https://support.google.com/mail/?p=OverQuotaTemp",
      [dovecotFull]: "552 5.2.2 Quota exceeded (mailbox for user is full)",
    });
    postfix = await startRelay({
      recipientServer: recipients.server,
      verifyRecipients: true,
    });
  });
  afterAll(async () => {
    await postfix?.stop();
    await recipients?.stop();
  });

  it("is that recipient's passing trouble: the others get the update at once, the sending never stops, and the full ones get it once there is room (exit 0)", async () => {
    const { store, env } = await storeWithSubscribers(
      work,
      [...kunden, gmailFull, dovecotFull],
      `smtp://127.0.0.1:${postfix.smtpPort}`,
    );
    const run = updates(env, "send", file);
    // Each full mailbox refused twice (Postfix asks the recipient's server
    // for each RCPT TO), then it has room again.
    const refused = (address: string) =>
      recipients.attempts.filter(
        (attempt) =>
          attempt.address === address && !attempt.reply.startsWith("250"),
      ).length;
    const ended = await Promise.race([
      run.done,
      until(() => refused(gmailFull) >= 2 && refused(dovecotFull) >= 2),
    ]);
    if (!ended) {
      // Meanwhile the others got it: two full mailboxes held up nobody.
      expect(recipients.mails.flatMap((mail) => mail.to).sort()).toEqual(
        kunden,
      );
      recipients.accept(gmailFull);
      recipients.accept(dovecotFull);
    }
    const result = await run.done;
    expect(result.stderr).not.toContain("angehalten");
    expect(result.stderr).not.toContain("Sendelimit");
    expect(result.stdout).toContain("4 versandt, 0 fehlgeschlagen, 0 offen");
    expect(result.code).toBe(0);
    // The relay took all four when the command ended; it hands the last on
    // to the recipients' server by itself, moments later.
    for (const address of [...kunden, gmailFull, dovecotFull])
      await recipients.waitFor(address);
    const got = recipients.mails.flatMap((mail) => mail.to).sort();
    expect(got).toEqual([...kunden, gmailFull, dovecotFull].sort());
    expect(await marked(store)).toBe(0);
    await store.close();
  }, 40_000);
});

/** Resolves once `condition` holds (every 50 ms), or fails after `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// @vitest-environment node
// A relay that refuses for reasons of its own (the sender, a quota) is the
// relay's fault, not the recipients': nobody is marked, nothing is lost, the
// run says why and exits 1, and the next run reaches each subscriber once.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Refusal, startSmtpSink } from "../tests/support/smtp-sink.ts";
import {
  storeWithSubscribers,
  updates,
} from "../tests/support/updates-command.ts";

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

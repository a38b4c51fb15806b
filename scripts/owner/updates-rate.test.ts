// @vitest-environment node
// MAIL_RATE per day: a send stops at the day's limit, says in German what is
// left and when it continues, and the next run (the next day) or --wait
// sends the rest, each subscriber once. The next day comes by ageing the
// store's count: the day's row moves back a day, as midnight would leave it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../tests/support/smtp-sink.ts";
import {
  spawnUpdates,
  storeWithSubscribers,
  updates,
} from "../../tests/support/updates-command.ts";

const work = mkdtempSync(path.join(tmpdir(), "updates-rate-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const file = path.join(work, "news.md");
writeFileSync(file, "---\nsubject: Neuigkeiten\n---\nGuten Tag.\n");
const subscribers = Array.from(
  { length: 12 },
  (_, n) => `kunde${n}@example.org`,
);

/** Tomorrow in Germany, as the message writes it: "26.11.2026 00:00". */
function tomorrowAtMidnight(): string {
  const berlinDay = (time: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(
      time,
    );
  // Noon UTC of the day after the German day: always within that next day in Berlin.
  const next = Date.parse(`${berlinDay(Date.now())}T12:00:00Z`) + 86_400_000;
  const [year, month, day] = berlinDay(next).split("-");
  return `${day}.${month}.${year} 00:00`;
}

/**
 * Midnight as the store sees it: the day's count moves back a day (the one
 * before, aged earlier, makes room).
 */
function ageTheDay(dataDir: string) {
  const db = new Database(path.join(dataDir, "submissions.db"));
  const latest = "SELECT MAX(starts_at) FROM mail_rate WHERE per = 'day'";
  db.prepare(
    `DELETE FROM mail_rate WHERE per = 'day' AND starts_at < (${latest})`,
  ).run();
  const moved = db
    .prepare(
      "UPDATE mail_rate SET starts_at = starts_at - 86400000 WHERE per = 'day'",
    )
    .run().changes;
  db.close();
  expect(moved).toBe(1);
}

async function sending() {
  const got = new Map<string, number>();
  const sink = await startSmtpSink(
    ({ to }) => void got.set(to, (got.get(to) ?? 0) + 1),
  );
  const { store, env } = await storeWithSubscribers(
    work,
    subscribers,
    `smtp://127.0.0.1:${sink.port}`,
  );
  // The server sent their confirmation and welcome mails long ago: left
  // queued, they would be leads the update gives way to (for 30 s).
  const db = new Database(path.join(env.DATA_DIR!, "submissions.db"));
  db.prepare("DELETE FROM outbox").run();
  db.close();
  const withRate: Record<string, string> = { ...env, MAIL_RATE: "5/day" };
  return { sink, got, store, env: withRate };
}

describe("MAIL_RATE=5/day", () => {
  it("sends 4 of 12 (the fifth is the company's), says what is left and when it continues, exits 1; the same day nothing more, the next day 4 more, none twice", async () => {
    const { sink, got, store, env } = await sending();
    const first = await updates(env, "send", file).done;
    expect(first.code).toBe(1);
    expect(first.stdout).toContain("4 versandt, 0 fehlgeschlagen, 8 offen");
    expect(first.stderr).toContain(
      `Das Tageslimit von 5 E-Mails ist erreicht (die letzte bleibt Kontaktanfragen und Anmeldungen vorbehalten): 8 E-Mails bleiben vorgemerkt; der Versand kann ab ${tomorrowAtMidnight()} weitergehen. Rufen Sie den Befehl dann erneut auf (oder mit --wait, dann wartet er).`,
    );
    expect(got.size).toBe(4);

    const sameDay = await updates(env, "send", file).done;
    expect(sameDay.code).toBe(1);
    expect(sameDay.stderr).toContain("8 E-Mails bleiben vorgemerkt");
    expect(got.size).toBe(4);

    ageTheDay(env.DATA_DIR!);
    const nextDay = await updates(env, "send", file).done;
    expect(nextDay.code).toBe(1);
    expect(nextDay.stdout).toContain("8 versandt, 0 fehlgeschlagen, 4 offen");
    expect(nextDay.stderr).toContain(
      "Das Tageslimit von 5 E-Mails ist erreicht (die letzte bleibt Kontaktanfragen und Anmeldungen vorbehalten): 4 E-Mails bleiben vorgemerkt",
    );
    expect(got.size).toBe(8);
    expect([...got.values()].every((count) => count === 1)).toBe(true);
    // Nobody marked, nothing given up: the rest is queued as it was.
    expect(await store.updates.deliverableSubscribers()).toBe(12);
    expect(
      (await store.outbox.queued()).filter((mail) => mail.kind === "update"),
    ).toHaveLength(4);
    await store.close();
    await sink.stop();
  }, 60_000);

  it("with --wait: waits for the next day and goes on until every subscriber has it once, exit 0", async () => {
    const { sink, got, store, env } = await sending();
    // A process of its own: its output is read while it waits.
    const run = spawnUpdates(env, "send", file, "--wait");
    let stdout = "";
    run.child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk));
    const waiting = (left: number) =>
      `Das Tageslimit von 5 E-Mails ist erreicht (die letzte bleibt Kontaktanfragen und Anmeldungen vorbehalten): ${left} E-Mails bleiben vorgemerkt; der Versand geht ab ${tomorrowAtMidnight()} weiter (--wait: der Befehl wartet so lange).`;

    await expect.poll(() => stdout, { timeout: 15_000 }).toContain(waiting(8));
    expect(got.size).toBe(4);
    ageTheDay(env.DATA_DIR!);
    await expect.poll(() => stdout, { timeout: 15_000 }).toContain(waiting(4));
    expect(got.size).toBe(8);
    ageTheDay(env.DATA_DIR!);
    const done = await run.done;
    expect(done.code).toBe(0);
    expect(done.stdout).toContain("12 versandt, 0 fehlgeschlagen, 0 offen");
    expect([...got.keys()].sort()).toEqual([...subscribers].sort());
    expect([...got.values()].every((count) => count === 1)).toBe(true);
    await store.close();
    await sink.stop();
  }, 60_000);
});

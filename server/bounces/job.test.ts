// @vitest-environment node
// The server's bounce job (BOUNCE_IMAP_URL) when the mailbox cannot be
// reached: one German sentence with the setting to check, never a stack
// trace and never the password.
import { afterAll, beforeAll, expect, it } from "vitest";
import { logLines } from "../../tests/support/log-lines.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { startRelay } from "../../tests/support/relay.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import type { Store } from "../store/index.ts";
import { scheduleBounceIntake } from "./job.ts";

const PASSWORD = "geheimes-Passwort";
let store: Store;
let close: () => Promise<void>;
beforeAll(async () => ({ store, close } = await openTestStore("sqlite")));
afterAll(() => close());

/** The job as the server schedules it, reading `imapUrl`, and every line it logs. */
function intake(imapUrl: string, everyMs?: number) {
  const { log, lines, entries } = logLines();
  const job = scheduleBounceIntake(
    store,
    { imapUrl, bounceAddress: "bounces@zunftwerk.test" },
    { everyMs, log },
  );
  return { job, lines, entries };
}

it("a mailbox whose port is closed is one German sentence naming BOUNCE_IMAP_URL, its host and port, on every try", async () => {
  const port = await freePort();
  const { job, lines, entries } = intake(
    `imap://bounces%40zunftwerk.test:${PASSWORD}@127.0.0.1:${port}`,
    200,
  );
  expect(await job.first).toBeUndefined();
  // The start's try and at least one more.
  for (const until = Date.now() + 5_000; lines.length < 2;) {
    if (Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  job.stop();
  await job.latest();
  const sentence = `Das Rücklauf-Postfach lässt sich nicht lesen, der Server nimmt keine Verbindung an (ECONNREFUSED): Prüfen Sie BOUNCE_IMAP_URL (Rechner 127.0.0.1, Port ${port}, Benutzer bounces@zunftwerk.test); der Server versucht es alle 5 Minuten wieder.`;
  // A line for each try, and nothing else.
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(new Set(lines)).toEqual(new Set([sentence]));
  // One line at warn each, with no stack and no password in any field.
  expect(new Set(entries.map((entry) => entry.level))).toEqual(
    new Set(["warn"]),
  );
  expect(JSON.stringify(entries)).not.toMatch(/\\n\s+at |geheim/);
});

it("a real mailbox (Dovecot) that refuses the password is one sentence too, naming the login", async () => {
  const relay = await startRelay({ recipientServer: "127.0.0.1:9" });
  try {
    const { job, lines, entries } = intake(
      `imap://${relay.imap.user}:${PASSWORD}@127.0.0.1:${relay.imap.port}`,
    );
    await job.first;
    job.stop();
    expect(lines).toEqual([
      `Das Rücklauf-Postfach lässt sich nicht lesen, der Server lehnt die Anmeldung ab (Benutzer oder Passwort): Prüfen Sie BOUNCE_IMAP_URL (Rechner 127.0.0.1, Port ${relay.imap.port}, Benutzer ${relay.imap.user}); der Server versucht es alle 5 Minuten wieder.`,
    ]);
    expect(entries[0]!.level).toBe("warn");
  } finally {
    await relay.stop();
  }
});

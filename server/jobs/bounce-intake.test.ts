// @vitest-environment node
// The server's bounce job (BOUNCE_IMAP_URL) when the mailbox cannot be
// reached: one German sentence with the setting to check, never a stack
// trace and never the password.
import { format } from "node:util";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { freePort } from "../../tests/support/free-port.ts";
import { startRelay } from "../../tests/support/relay.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import type { Store } from "../store/index.ts";
import { scheduleBounceIntake } from "./bounce-intake.ts";

const PASSWORD = "geheimes-Passwort";
let store: Store;
let close: () => Promise<void>;
beforeAll(async () => ({ store, close } = await openTestStore("sqlite")));
afterAll(() => close());

/** Everything the process prints from now on, as the journal would get it. */
function printed() {
  const lines: string[] = [];
  for (const stream of ["log", "warn", "error"] as const)
    vi.spyOn(console, stream).mockImplementation((...args: unknown[]) => {
      lines.push(format(...args));
    });
  return lines;
}

/** The job as the server schedules it, reading `imapUrl`. */
const intake = (imapUrl: string, everyMs?: number) =>
  scheduleBounceIntake(
    store,
    { imapUrl, bounceAddress: "bounces@zunftwerk.test" },
    { everyMs },
  );

it("a mailbox whose port is closed is one German sentence naming BOUNCE_IMAP_URL, its host and port, on every try", async () => {
  const port = await freePort();
  const lines = printed();
  const job = intake(
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
  expect(lines.join("\n")).not.toMatch(/\n\s+at |geheim/);
});

it("a real mailbox (Dovecot) that refuses the password is one sentence too, naming the login", async () => {
  const relay = await startRelay({ recipientServer: "127.0.0.1:9" });
  try {
    const lines = printed();
    const job = intake(
      `imap://${relay.imap.user}:${PASSWORD}@127.0.0.1:${relay.imap.port}`,
    );
    await job.first;
    job.stop();
    expect(lines).toEqual([
      `Das Rücklauf-Postfach lässt sich nicht lesen, der Server lehnt die Anmeldung ab (Benutzer oder Passwort): Prüfen Sie BOUNCE_IMAP_URL (Rechner 127.0.0.1, Port ${relay.imap.port}, Benutzer ${relay.imap.user}); der Server versucht es alle 5 Minuten wieder.`,
    ]);
  } finally {
    await relay.stop();
  }
});

// @vitest-environment node
// Several `npm start` instances on one PostgreSQL (DATABASE_URL), as behind a
// load balancer: one schema, every submission stored once, every notice sent
// once, one rate limit, and nothing acknowledged lost when one dies.
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  type SpawnedServer,
  spawnServer,
} from "../tests/support/spawn-server.ts";
import { personStamp } from "../tests/support/person-stamp.ts";
import { assertBuilt } from "../tests/build/build-output.ts";
import {
  type MailCatcher,
  linkIn,
  startMailCatcher,
} from "../tests/support/mail-catcher.ts";
import { createDatabase } from "../tests/support/postgres.ts";
import { type SiteHere, startSiteHere } from "../tests/support/site.ts";
import { type Store, openStore } from "./store/index.ts";

let smtp: MailCatcher;
const running: SpawnedServer[] = [];
const here: SiteHere[] = [];

/** An instance's settings: each on the one PostgreSQL, with the same mail server. */
const instanceEnv = (
  databaseUrl: string,
  limit: number,
  env: NodeJS.ProcessEnv,
) => ({
  ...process.env,
  BUILD_DIR: "build-delivery",
  DATABASE_URL: databaseUrl,
  DATA_DIR: "/nonexistent-on-purpose",
  RATE_LIMIT_MAX: String(limit),
  SMTP_URL: smtp.url,
  NOTIFY_TO: "vertrieb@zunftwerk.example",
  MAIL_FROM: "neuigkeiten@zunftwerk.example",
  SITE_URL: "https://www.zunftwerk.example",
  // Each enquiry below comes from a client of its own through a
  // proxy on this machine, and the company takes all their notices.
  TRUST_PROXY: "127.0.0.1",
  NOTICES_PER_HOUR: "100000",
  ...env,
});

/** Instances as processes of their own: one of them is killed. */
async function instances(
  databaseUrl: string,
  count: number,
  limit: number,
  env: NodeJS.ProcessEnv = {},
) {
  const started = await Promise.all(
    Array.from({ length: count }, () =>
      spawnServer(instanceEnv(databaseUrl, limit, env)),
    ),
  );
  running.push(...started);
  return started;
}

/**
 * Instances in this process, each a whole server of its own (store, mail
 * lanes, jobs): quicker to start, for the tests that kill none.
 */
async function instancesHere(
  databaseUrl: string,
  count: number,
  limit: number,
  env: NodeJS.ProcessEnv = {},
) {
  const started = await Promise.all(
    Array.from({ length: count }, () =>
      startSiteHere(instanceEnv(databaseUrl, limit, env)),
    ),
  );
  here.push(...started);
  return started;
}

/** A post from one client (`client`: its address, as the proxy forwards it). */
const post = (url: string, path: string, body: object, client = "10.0.0.1") =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": client,
    },
    body: JSON.stringify(body),
  });

const contact = (message: string) => ({
  name: "Test",
  email: "test@example.org",
  company: "",
  message,
});
/** A person's enquiry, with what their browser brings (the store's secrets are the instances'). */
const stamped = async (store: Store, message: string) => ({
  ...contact(message),
  ...(await personStamp(store)),
});

beforeAll(async () => {
  assertBuilt();
  smtp = await startMailCatcher();
});
afterAll(async () => {
  await Promise.all(
    running
      .filter(({ child }) => child.exitCode === null && !child.signalCode)
      .map(async ({ child }) => {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }),
  );
  await Promise.all(here.map((site) => site.stop()));
  await smtp.stop();
}, 30_000);

describe("two instances on one PostgreSQL", () => {
  let databaseUrl: string;
  let a: SpawnedServer;
  let b: SpawnedServer;
  let store: Store;

  beforeAll(async () => {
    databaseUrl = await createDatabase(inject("postgresUrl"));
    // Both start at the same moment on the empty database.
    [a, b] = (await instances(databaseUrl, 2, 100_000)) as [
      SpawnedServer,
      SpawnedServer,
    ];
    store = await openStore("", databaseUrl);
  }, 60_000);
  afterAll(() => store.close());

  it("starting at once gives one schema", async () => {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const migrations = await client.query(
      "SELECT name FROM kysely_migration ORDER BY name",
    );
    await client.end();
    expect(migrations.rows.map((row) => row.name)).toEqual([
      "001-initial",
      "002-double-opt-in-and-outbox",
      "003-shared-rate-limit",
      "004-mail-retries",
      "005-updates",
      "006-mail-rate",
      "007-repeats-secrets-probe",
      "008-confirm-token",
      "009-mail-rate-windows",
      "010-held-enquiries",
      "011-return-path-rows",
      "012-marked-enquiries",
      "013-outbox-state",
      "014-hold-kinds",
      "015-tallies",
      "018-review-links",
      "019-daily-client-key",
      "020-unproven-signups",
      "021-outbox-state-alone",
      "022-spam-lessons",
    ]);
  });

  it("500 submissions split between them: 500 rows and 500 notices, none twice", async () => {
    const messages = Array.from({ length: 500 }, (_, i) => `Anfrage ${i}`);
    const statuses = await Promise.all(
      messages.map(async (message, i) => {
        const response = await post(
          (i % 2 ? a : b).url,
          "/api/contact",
          await stamped(store, message),
          `10.1.${Math.floor(i / 250)}.${i % 250}`,
        );
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(500);
    const stored = (await store.submissions.contacts()).map(
      (row) => row.message,
    );
    expect(stored).toHaveLength(500);
    expect(new Set(stored).size).toBe(500);

    const notices = () =>
      smtp
        .to("vertrieb@zunftwerk.example")
        .filter((mail) => /Anfrage \d+/.test(mail.text));
    await expect
      .poll(() => notices().length, { timeout: 60_000, interval: 250 })
      .toBeGreaterThanOrEqual(500);
    // A moment more: a duplicate would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const bodies = notices().map((mail) => mail.text.match(/Anfrage \d+/)![0]);
    expect(bodies).toHaveLength(500);
    expect(new Set(bodies).size).toBe(500);
    expect(await store.outbox.queued()).toEqual([]);
  }, 90_000);

  it("a sign-up on one instance is confirmed through the other", async () => {
    expect(
      (await post(a.url, "/api/signup", { email: "zwei@example.org" })).status,
    ).toBe(201);
    const mail = await smtp.waitFor("zwei@example.org", /bestätigen/);
    const link = new URL(
      linkIn(mail, "https://www.zunftwerk.example/anmeldung/bestaetigen"),
    );
    const press = await fetch(`${b.url}${link.pathname}${link.search}`, {
      method: "POST",
      redirect: "manual",
    });
    expect(press.headers.get("location")).toBe("/anmeldung/bestaetigt");
    expect(
      (await store.submissions.findByEmail("zwei@example.org")).signups[0]
        ?.confirmed_at,
    ).not.toBeNull();
    await smtp.waitFor("zwei@example.org", /Anmeldung ist bestätigt/);
    expect(smtp.to("zwei@example.org")).toHaveLength(2);
  });

  it("one killed with SIGKILL mid-stream loses no acknowledged submission", async () => {
    const acknowledged: string[] = [];
    let next = 0;
    const exited = once(a.child, "exit");
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        const target = worker % 2 ? a : b;
        for (let sent = 0; sent < 60; sent++) {
          const message = `Sturm ${next++}`;
          try {
            const response = await post(
              target.url,
              "/api/contact",
              await stamped(store, message),
            );
            if (response.status === 201) acknowledged.push(message);
          } catch {
            if (target === a) return; // that instance is gone
            throw new Error("the surviving instance failed");
          }
          if (acknowledged.length === 120) a.child.kill("SIGKILL");
        }
      }),
    );
    await exited;
    const stored = new Set(
      (await store.submissions.contacts()).map((row) => row.message),
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(120);
    expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);
  }, 60_000);
});

describe("two instances starting on a backlog", () => {
  it("take from it together: every notice and confirmation exactly once, the confirmations not behind the notices", async () => {
    const databaseUrl = await createDatabase(inject("postgresUrl"));
    const store = await openStore("", databaseUrl);
    // Left from before a restart: 300 notices, then 10 sign-ups.
    for (let i = 0; i < 300; i++)
      await store.submissions.addContact({
        ...contact(`Rückstau ${i}`),
        name: `Rückstau ${i}`,
      });
    const subscribers = Array.from(
      { length: 10 },
      (_, i) => `rueckstau-${i}@example.org`,
    );
    for (const email of subscribers)
      await store.submissions.subscribe(email, "Einwilligungstext");

    const started = await instancesHere(databaseUrl, 2, 100_000, {
      MAIL_RETRY_MS: "200",
    });
    const ours = () =>
      smtp.mails.filter(
        (mail) =>
          mail.subject.includes("Rückstau") || subscribers.includes(mail.to),
      );
    await expect
      .poll(() => ours().length, { timeout: 60_000, interval: 100 })
      .toBeGreaterThanOrEqual(310);
    await expect
      .poll(() => store.outbox.stats(), { timeout: 10_000 })
      .toMatchObject({ queued: 0, failed: 0 });
    // Stopped, the instances send nothing more: the count is final.
    await Promise.all(started.map((site) => site.stop()));
    await store.close();

    const mails = ours();
    const notices = mails
      .filter((mail) => mail.to === "vertrieb@zunftwerk.example")
      .map((mail) => mail.subject);
    expect(notices).toHaveLength(300);
    expect(new Set(notices).size).toBe(300);
    const confirmations = mails.filter((mail) => subscribers.includes(mail.to));
    expect(confirmations.map((mail) => mail.to).sort()).toEqual(
      [...subscribers].sort(),
    );
    // Queued last, yet sent in their own lane: all before the last 100 notices.
    const lastConfirmation = Math.max(
      ...confirmations.map((mail) => mails.indexOf(mail)),
    );
    expect(lastConfirmation).toBeLessThan(210);
  }, 90_000);
});

describe("the rate limit across instances", () => {
  it("counts a client's requests on every instance together", async () => {
    const databaseUrl = await createDatabase(inject("postgresUrl"));
    const [a, b] = (await instancesHere(databaseUrl, 2, 3)) as [
      SiteHere,
      SiteHere,
    ];
    const statuses: number[] = [];
    for (const server of [a, b, a, b]) {
      statuses.push(
        (await post(server.url, "/api/signup", { email: "x@example.org" }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  }, 60_000);
});

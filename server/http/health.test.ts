// @vitest-environment node
// What an uptime monitor, a load balancer or a container platform asks:
// /healthz (the process serves) and /readyz (it can take submissions).
import { logLines } from "../../tests/support/log-lines.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  assertBuilt,
  clientDir,
  deliveryClientDir,
} from "../../tests/build/build-output";
import { createDatabase, dropDatabase } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { createServer } from "./server.ts";
import { openStore } from "../store/index.ts";

beforeAll(assertBuilt);

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

type Server = Awaited<ReturnType<typeof createServer>>;
async function server(options: Parameters<typeof createServer>[0]) {
  const app = await createServer(options);
  closers.push(() => app.close());
  return app;
}

function expectProbeHeaders(response: Awaited<ReturnType<Server["inject"]>>) {
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.headers["x-robots-tag"]).toBe("noindex");
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
}

describe("the simulated build", () => {
  let app: Server;
  const logged: string[] = [];
  beforeAll(async () => {
    app = await server({
      root: clientDir,
      accessLog: (request) => logged.push(request.url),
    });
  });

  it("/healthz answers 200 while the process serves, also to HEAD and with a trailing slash", async () => {
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expectProbeHeaders(response);
    expect(
      (await app.inject({ method: "HEAD", url: "/healthz" })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: "/healthz/" })).statusCode).toBe(200);
  });

  it("/readyz says that form delivery is off", async () => {
    const response = await app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ready",
      delivery: "simulated",
      note: expect.stringMatching(/delivery is off/),
    });
    expectProbeHeaders(response);
  });

  it("takes no other method", async () => {
    const response = await app.inject({ method: "POST", url: "/readyz" });
    expect(response.statusCode).toBe(405);
  });

  it("keeps probes out of the access log: they are no visits", () => {
    expect(logged).toEqual([]);
  });

  it("is in neither build's sitemap", () => {
    for (const dir of [clientDir, deliveryClientDir]) {
      const sitemap = readFileSync(path.join(dir, "sitemap.xml"), "utf8");
      expect(sitemap).not.toMatch(/healthz|readyz/);
    }
  });
});

describe("the delivery build", () => {
  it("/readyz reports the store and its outbox: queued mails and the oldest one's age", async () => {
    const { store, close } = await openTestStore("sqlite");
    closers.push(close);
    const app = await server({ root: deliveryClientDir, api: { store } });
    const empty = await app.inject({ url: "/readyz" });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      status: "ready",
      delivery: "api",
      store: { engine: "sqlite", reachable: true },
      mails: {
        sending: false,
        queued: 0,
        failed: 0,
        oldestQueuedSeconds: null,
        stopped: [],
      },
    });

    await store.submissions.addContact({
      name: "Erika",
      email: "erika@example.org",
      company: "",
      message: "Hallo",
    });
    const queued = (await app.inject({ url: "/readyz" })).json();
    expect(queued.mails).toMatchObject({ queued: 1, failed: 0 });
    expect(queued.mails.oldestQueuedSeconds).toBeGreaterThanOrEqual(0);
    expect(queued.mails.oldestQueuedSeconds).toBeLessThan(60);
  });

  it("/readyz names a lane the relay stopped, by its cause and since when, and stays ready", async () => {
    const { store, close } = await openTestStore("sqlite");
    closers.push(close);
    const since = Date.now() - 90_000;
    const app = await server({
      root: deliveryClientDir,
      api: {
        store,
        mailer: {
          flush: async () => {},
          stalls: () => [{ cause: "quota", since }],
        },
      },
    });
    const response = await app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(200);
    const { stopped } = response.json().mails;
    expect(stopped).toHaveLength(1);
    expect(stopped[0].cause).toBe("quota");
    expect(stopped[0].sinceSeconds).toBeGreaterThanOrEqual(90);
  });

  it("/readyz answers 503 once the database is gone, and /healthz still 200", async () => {
    const adminUrl = inject("postgresUrl");
    const databaseUrl = await createDatabase(adminUrl);
    const store = await openStore("", databaseUrl);
    closers.push(() => store.close());
    const { log, errors } = logLines();
    const app = await server({ root: deliveryClientDir, api: { store }, log });
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);

    // The database disappears under the running instance.
    await dropDatabase(adminUrl, databaseUrl);

    const response = await app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: "unavailable",
      delivery: "api",
      // Why, in a few words and the database's code, and for a fault of the
      // setup its own message, which quotes no data (issue 41).
      store: {
        engine: "postgres",
        reachable: false,
        problem: expect.stringMatching(
          /^die Datenbank gibt es nicht \(3D000: database "[^"]+" does not exist\)$/,
        ),
      },
    });
    expectProbeHeaders(response);
    expect(errors).toContainEqual(
      expect.stringMatching(
        /Bereitschaftsprüfung \(\/readyz\): Die Datenbank hat nicht geantwortet/,
      ),
    );
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });

  it("/readyz gives up on a store that does not answer within two seconds", async () => {
    const { store, close } = await openTestStore("sqlite");
    closers.push(close);
    const app = await server({
      root: deliveryClientDir,
      api: {
        store: {
          ...store,
          outbox: { ...store.outbox, stats: () => new Promise(() => {}) },
        },
      },
    });
    const started = performance.now();
    const response = await app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_900);
  });
});

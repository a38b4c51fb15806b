// @vitest-environment node
import { logLines } from "../../tests/support/log-lines.ts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  assertBuilt,
  deliveryClientDir as clientDir,
} from "../../tests/build/build-output";
import { openTestStore } from "../../tests/support/test-store.ts";
import { deliverySettings } from "../config.ts";
import { launchBlockers } from "../launch-check.ts";
import { clientOf } from "../spam/client.ts";
import { FORM_TIME_FIELD } from "../../app/lib/submission.ts";
import { UNTRUSTED_PROXY } from "./proxy.ts";
import { createServer } from "./server.ts";

beforeAll(() => assertBuilt());

describe("a proxy that TRUST_PROXY does not name", () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  async function site(trustProxy?: string) {
    const { store, close } = await openTestStore("sqlite");
    const { log, warnings } = logLines();
    const app = await createServer({
      root: clientDir,
      api: { store },
      trustProxy,
      log,
    });
    closers.push(async () => {
      await app.close();
      await close();
    });
    const visit = (from: string, forwarded?: string) =>
      app.inject({
        url: "/kontakt",
        remoteAddress: from,
        headers: forwarded ? { "x-forwarded-for": forwarded } : {},
      });
    return { store, warnings, visit };
  }

  it("in a private network: npm start says once what follows (enquiries held), and check:launch names it until TRUST_PROXY is set", async () => {
    const { store, warnings, visit } = await site();
    await visit("10.89.0.2", "203.0.113.9");
    await visit("10.89.0.2", "203.0.113.10");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /TRUST_PROXY ist nicht gesetzt.*Ab der vierten Kontaktanfrage eines Tages hält die Website jede weitere zurück/,
    );
    // Noted in the store beside the answer, not before it.
    const seenAt = await vi.waitFor(async () => {
      const at = await store.probe.lastSeen(UNTRUSTED_PROXY);
      expect(at).toBeDefined();
      return at;
    });
    const blockers = (env: NodeJS.ProcessEnv) =>
      launchBlockers(undefined, deliverySettings(env), {
        stuck: 0,
        failed: 0,
        refusedNotices: 0,
        oldestAt: null,
        queuedUpdates: 0,
        untrustedProxyAt: seenAt,
      }).map((blocker) => blocker.problem);
    expect(blockers({}).join("\n")).toMatch(
      /Proxy aus einem privaten Netz .* Zuletzt gesehen: /,
    );
    expect(blockers({ TRUST_PROXY: "10.89.0.0/24" }).join("\n")).not.toMatch(
      /Proxy aus einem privaten Netz/,
    );
  });

  it("a visitor from the Internet who sends the header himself, or a trusted proxy, is no such proxy", async () => {
    const open = await site();
    await open.visit("198.51.100.4", "10.0.0.1");
    expect(open.warnings).toEqual([]);
    expect(await open.store.probe.lastSeen(UNTRUSTED_PROXY)).toBeUndefined();
    const trusted = await site("10.89.0.2");
    await trusted.visit("10.89.0.2", "203.0.113.9");
    expect(trusted.warnings).toEqual([]);
  });
});

describe("a forwarded address that is not an IP address", () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  /** The company's proxy on this machine (127.0.0.1) in front of the site. */
  async function behindProxy() {
    const { store, close } = await openTestStore("sqlite");
    const logged: string[] = [];
    const app = await createServer({
      root: clientDir,
      api: { store },
      trustProxy: "127.0.0.1",
      accessLog: (request) => logged.push(request.ip),
    });
    closers.push(async () => {
      await app.close();
      await close();
    });
    const visit = (forwarded: string, url = "/kontakt") =>
      app.inject({
        url,
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": forwarded },
      });
    return { logged, visit };
  }

  it("is ignored: the client is the last address a trusted hop vouched for, and the text is kept nowhere", async () => {
    const { logged, visit } = await behindProxy();
    const junk = "not-an-ip";
    for (const forwarded of [
      junk,
      `203.0.113.9, ${junk}`,
      `${junk}, 203.0.113.9`,
      "x".repeat(8_000),
      "203.0.113.9:443",
      "[2001:db8::1]",
      "2001:db8::1",
    ])
      expect((await visit(forwarded)).statusCode).toBe(200);
    expect(logged).toEqual([
      "127.0.0.1",
      "127.0.0.1",
      "203.0.113.9",
      "127.0.0.1",
      "127.0.0.1",
      "127.0.0.1",
      "2001:db8::1",
    ]);
  });

  it("counts as the proxy in the page quota: rotating junk is one client, not a new one per request", async () => {
    const { visit } = await behindProxy();
    const stamped: boolean[] = [];
    for (let n = 1; n <= 31; n++)
      stamped.push(
        new RegExp(`name="${FORM_TIME_FIELD}" value="[^"]+"`).test(
          (await visit(`bot-${n}`)).body,
        ),
      );
    // 30 pages with a form time per client in 10 minutes: the 31st from the
    // same client (the proxy) goes out as built.
    expect(stamped.slice(0, 30).every(Boolean)).toBe(true);
    expect(stamped[30]).toBe(false);
  });

  it("is one client key of its own in the spam defence, never the text itself", () => {
    expect(clientOf("not-an-ip")).not.toContain("not-an-ip");
    expect(clientOf("not-an-ip")).toBe(clientOf("x".repeat(8_000)));
    expect(clientOf("203.0.113.9")).toBe("203.0.113.9");
    expect(clientOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientOf("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  assertBuilt,
  deliveryClientDir as clientDir,
} from "../../tests/build/build-output";
import { openTestStore } from "../../tests/support/test-store.ts";
import { deliverySettings } from "../config.ts";
import { launchBlockers } from "../launch-check.ts";
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
    const warnings: string[] = [];
    const app = await createServer({
      root: clientDir,
      api: { store },
      trustProxy,
      warn: (message) => warnings.push(message),
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

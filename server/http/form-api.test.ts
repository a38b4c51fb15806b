// @vitest-environment node
import { logLines } from "../../tests/support/log-lines.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assertBuilt,
  deliveryClientDir as clientDir,
} from "../../tests/build/build-output";
import { EVEN_ANSWER_MS } from "./submissions.ts";
import { createServer } from "./server.ts";
import { engines } from "../../tests/support/postgres.ts";
import { personStamp } from "../../tests/support/person-stamp.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import type { Store } from "../store/index.ts";
import type { VisitorRequest } from "../visitor-log.ts";

const valid = {
  name: "Erika Musterfrau",
  email: "erika@example.org",
  company: "",
  message: "Hallo",
};
const json = { "content-type": "application/json" };

describe.each(engines)("the form API on %s", (engine) => {
  const closers: (() => Promise<void>)[] = [];

  /** A fresh store on this engine; closed after the file's tests. */
  async function testStore() {
    const opened = await openTestStore(engine);
    closers.push(opened.close);
    return opened.store;
  }

  async function serverWithApi(rateLimit = { max: 10_000, windowMs: 60_000 }) {
    const store = await testStore();
    const app = await createServer({
      root: clientDir,
      api: { store, rateLimit },
    });
    return { app, store };
  }

  let app: Awaited<ReturnType<typeof createServer>>;
  let store: Store;

  beforeAll(async () => {
    assertBuilt();
    ({ app, store } = await serverWithApi());
  });
  afterAll(async () => {
    await app.close();
    for (const close of closers) await close();
  });

  const mixedUnicode = "äöüß€😀中文עברית\u200b".repeat(1000).slice(0, 10_000);

  describe("bad input is refused with a clear 4xx and nothing is stored", () => {
    const cases: [
      string,
      string,
      { payload?: string; headers?: Record<string, string> },
      number,
    ][] = [
      ["missing fields", "/api/contact", { payload: "{}" }, 400],
      [
        "missing name",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, name: "" }) },
        400,
      ],
      [
        "blank message",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, message: "   " }) },
        400,
      ],
      [
        "name is a number",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, name: 42 }) },
        400,
      ],
      [
        "email is a list",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, email: ["a@b.de"] }) },
        400,
      ],
      [
        "company is true",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, company: true }) },
        400,
      ],
      [
        "invalid e-mail",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, email: "keine-adresse" }) },
        400,
      ],
      [
        "e-mail with space",
        "/api/signup",
        { payload: JSON.stringify({ email: "a b@c.de" }) },
        400,
      ],
      [
        "name over 200",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, name: "x".repeat(201) }) },
        400,
      ],
      [
        "e-mail over 254",
        "/api/signup",
        { payload: JSON.stringify({ email: `${"a".repeat(250)}@b.de` }) },
        400,
      ],
      [
        "company over 200",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, company: "x".repeat(201) }) },
        400,
      ],
      [
        "message over 5,000",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, message: "x".repeat(5001) }) },
        400,
      ],
      [
        "5,001 characters of mixed Unicode",
        "/api/contact",
        {
          payload: JSON.stringify({
            ...valid,
            message: [...mixedUnicode].slice(0, 5001).join(""),
          }),
        },
        400,
      ],
      [
        "10,000 characters of mixed Unicode",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, message: mixedUnicode }) },
        400,
      ],
      [
        "NUL byte in a name",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, name: "Eri\u0000ka" }) },
        400,
      ],
      [
        "NUL byte in a message",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, message: "a\u0000b" }) },
        400,
      ],
      [
        "an unknown field",
        "/api/signup",
        { payload: JSON.stringify({ email: "a@b.de", admin: true }) },
        400,
      ],
      ["a JSON array", "/api/signup", { payload: "[]" }, 400],
      ["JSON null", "/api/signup", { payload: "null" }, 400],
      ["broken JSON", "/api/contact", { payload: '{"name": "Erika"' }, 400],
      ["an empty body", "/api/contact", { payload: "" }, 400],
      [
        "a body over every field at its limit in four-byte characters",
        "/api/contact",
        { payload: JSON.stringify({ ...valid, message: "x".repeat(30_000) }) },
        413,
      ],
      [
        "text/plain",
        "/api/contact",
        {
          payload: JSON.stringify(valid),
          headers: { "content-type": "text/plain" },
        },
        415,
      ],
      [
        "a form-encoded body",
        "/api/signup",
        {
          payload: "email=a%40b.de",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        },
        415,
      ],
      [
        "a cross-site origin",
        "/api/contact",
        {
          payload: JSON.stringify(valid),
          headers: { ...json, origin: "https://evil.example" },
        },
        403,
      ],
      [
        "Sec-Fetch-Site cross-site",
        "/api/signup",
        {
          payload: JSON.stringify({ email: "a@b.de" }),
          headers: { ...json, "sec-fetch-site": "cross-site" },
        },
        403,
      ],
      [
        "a malformed origin",
        "/api/signup",
        {
          payload: JSON.stringify({ email: "a@b.de" }),
          headers: { ...json, origin: "::nonsense" },
        },
        403,
      ],
    ];

    it.each(cases)(
      "%s → %i",
      async (_name, url, { payload, headers = json }, status) => {
        const response = await app.inject({
          method: "POST",
          url,
          payload,
          headers,
        });
        expect(response.statusCode).toBe(status);
        expect(typeof response.json().error).toBe("string");
        expect(await store.submissions.contacts()).toHaveLength(0);
        expect(await store.submissions.signups()).toHaveLength(0);
        expect((await app.inject({ url: "/" })).statusCode).toBe(200);
      },
    );

    it("GET on the API gets 405 with Allow: POST", async () => {
      const response = await app.inject({ url: "/api/contact" });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("POST");
    });

    it("a filled honeypot is answered like success, stored and held back without a notice", async () => {
      const { app: server, store: own } = await serverWithApi();
      const response = await server.inject({
        method: "POST",
        url: "/api/contact",
        payload: JSON.stringify({
          ...valid,
          ...(await personStamp(own)),
          website: "http://spam.example",
        }),
        headers: json,
      });
      expect(response.statusCode).toBe(201);
      expect(await own.submissions.contacts()).toEqual([
        expect.objectContaining({
          message: valid.message,
          hold_kind: "suspected",
          held_reasons: JSON.stringify([
            { rule: "honeypot", text: "verstecktes Feld ausgefüllt" },
          ]),
        }),
      ]);
      expect(await own.outbox.queued()).toEqual([]);
      await server.close();
    });
  });

  describe("valid submissions", () => {
    it("are stored before the 201, never cached", async () => {
      const before = (await store.submissions.contacts()).length;
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: JSON.stringify({
          ...valid,
          company: "Musterbetrieb",
          website: "",
        }),
        headers: {
          ...json,
          origin: "http://localhost:3000",
          host: "localhost:3000",
          "sec-fetch-site": "same-origin",
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(await store.submissions.contacts()).toHaveLength(before + 1);
      expect((await store.submissions.contacts()).at(-1)).toMatchObject({
        name: "Erika Musterfrau",
        company: "Musterbetrieb",
      });
    });

    it("sign-up is idempotent per address", async () => {
      for (const email of ["meister@example.org", "Meister@Example.org"]) {
        const response = await app.inject({
          method: "POST",
          url: "/api/signup",
          payload: JSON.stringify({ email }),
          headers: json,
        });
        expect(response.statusCode).toBe(201);
      }
      expect(
        (await store.submissions.signups()).filter(
          (row) => row.email.toLowerCase() === "meister@example.org",
        ),
      ).toHaveLength(1);
    });

    it("500 concurrent submissions give exactly 500 rows", async () => {
      const fresh = await serverWithApi();
      const responses = await Promise.all(
        Array.from({ length: 500 }, (_, index) =>
          fresh.app.inject({
            method: "POST",
            url: "/api/contact",
            payload: JSON.stringify({
              ...valid,
              message: `Nachricht ${index}`,
            }),
            headers: json,
          }),
        ),
      );
      expect(responses.every((response) => response.statusCode === 201)).toBe(
        true,
      );
      expect(await fresh.store.submissions.contacts()).toHaveLength(500);
      expect(
        new Set(
          (await fresh.store.submissions.contacts()).map((row) => row.message),
        ).size,
      ).toBe(500);
      await fresh.app.close();
    }, 30_000);
  });

  describe("rate limit", () => {
    it("answers 429 with Retry-After once a client sends too much", async () => {
      const limited = await serverWithApi({ max: 3, windowMs: 60_000 });
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/signup",
          payload: JSON.stringify({ email: "a@b.de" }),
          headers: json,
          remoteAddress: "203.0.113.5",
        });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json().error).toMatch(/Zu viele Anfragen/);
      const otherClient = await limited.app.inject({
        method: "POST",
        url: "/api/signup",
        payload: JSON.stringify({ email: "c@d.de" }),
        headers: json,
        remoteAddress: "198.51.100.7",
      });
      expect(otherClient.statusCode).toBe(201);
      await limited.app.close();
    });

    it("never refuses a one-click unsubscribe: a mail provider posts many from one address", async () => {
      const limited = await serverWithApi({ max: 3, windowMs: 60_000 });
      const addresses = Array.from(
        { length: 12 },
        (_, index) => `leser${index}@example.org`,
      );
      for (const address of addresses)
        await limited.store.submissions.subscribe(address, "Einwilligungstext");
      for (const address of addresses) {
        const [signup] = (await limited.store.submissions.findByEmail(address))
          .signups;
        const press = await limited.app.inject({
          method: "POST",
          url: `/anmeldung/abmelden?token=${signup!.token}`,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "List-Unsubscribe=One-Click",
          remoteAddress: "192.0.2.25",
        });
        expect(press.statusCode).toBe(303);
        expect(press.headers.location).toBe("/anmeldung/abgemeldet");
      }
      for (const address of addresses)
        expect(
          (await limited.store.submissions.findByEmail(address)).signups,
        ).toEqual([]);
      await limited.app.close();
    });
  });

  describe("behind a proxy", () => {
    async function proxied(trustProxy?: string | boolean | number) {
      const proxiedStore = await testStore();
      const logged: VisitorRequest[] = [];
      const { log, warnings } = logLines();
      const server = await createServer({
        root: clientDir,
        api: { store: proxiedStore, rateLimit: { max: 2, windowMs: 60_000 } },
        trustProxy,
        accessLog: (request) => logged.push(request),
        log,
      });
      const post = (forwardedFor: string, extra: Record<string, string> = {}) =>
        server.inject({
          method: "POST",
          url: "/api/signup",
          payload: JSON.stringify({ email: "a@b.de" }),
          headers: { ...json, "x-forwarded-for": forwardedFor, ...extra },
          remoteAddress: "10.0.0.1",
        });
      return { server, logged, warnings, post };
    }

    it("untrusted, a forged X-Forwarded-For changes nothing, and the owner is warned once", async () => {
      const { server, logged, warnings, post } = await proxied();
      expect((await post("198.51.100.1")).statusCode).toBe(201);
      expect((await post("198.51.100.2")).statusCode).toBe(201);
      expect((await post("198.51.100.3")).statusCode).toBe(429);
      expect(logged.map((request) => request.ip)).toEqual(
        Array(3).fill("10.0.0.1"),
      );
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/TRUST_PROXY ist nicht gesetzt/);
      await server.close();
    });

    it("trusted, each client has its own limit and is logged as itself", async () => {
      const { server, logged, warnings, post } = await proxied("10.0.0.1");
      for (let i = 0; i < 2; i++)
        expect((await post("198.51.100.1")).statusCode).toBe(201);
      expect((await post("198.51.100.1")).statusCode).toBe(429);
      expect((await post("203.0.113.9")).statusCode).toBe(201);
      expect(logged.map((request) => request.ip)).toEqual([
        "198.51.100.1",
        "198.51.100.1",
        "198.51.100.1",
        "203.0.113.9",
      ]);
      expect(warnings).toEqual([]);
      await server.close();
    });

    it("trusted, the same-origin check uses the visitor's protocol and host", async () => {
      const { server, post } = await proxied(true);
      const visitor = {
        host: "127.0.0.1:3000",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "www.zunftwerk.example",
        "sec-fetch-site": "same-origin",
      };
      expect(
        (
          await post("198.51.100.1", {
            ...visitor,
            origin: "https://www.zunftwerk.example",
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await post("198.51.100.2", {
            ...visitor,
            origin: "http://www.zunftwerk.example",
          })
        ).statusCode,
      ).toBe(403);
      await server.close();
    });
  });

  describe("double opt-in over HTTP", () => {
    const signUp = (email: string) =>
      app.inject({
        method: "POST",
        url: "/api/signup",
        payload: JSON.stringify({ email }),
        headers: json,
      });
    const tokenOf = async (email: string) =>
      (await store.submissions.findByEmail(email)).signups[0]!.token;
    const confirmTokenOf = async (email: string) =>
      (await store.submissions.findByEmail(email)).signups[0]!.confirm_token!;

    it("opening the mailed link changes nothing; pressing the page's button confirms", async () => {
      expect((await signUp("klick@example.org")).statusCode).toBe(201);
      const token = await confirmTokenOf("klick@example.org");
      const link = `/anmeldung/bestaetigen?token=${token}`;
      const page = await app.inject({ url: link });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<form method="post">');
      expect(page.body).toContain('content="noindex"');
      expect(
        (await store.submissions.findByEmail("klick@example.org")).signups[0],
      ).toMatchObject({ confirmed_at: null });

      const press = await app.inject({
        method: "POST",
        url: link,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://localhost:80",
          host: "localhost:80",
          "sec-fetch-site": "same-origin",
        },
        payload: "",
      });
      expect(press.statusCode).toBe(303);
      expect(press.headers.location).toBe("/anmeldung/bestaetigt");
      expect(
        (await store.submissions.findByEmail("klick@example.org")).signups[0]
          ?.confirmed_at,
      ).not.toBeNull();
    });

    it("an unknown token leads to the page that explains it", async () => {
      const press = await app.inject({
        method: "POST",
        url: "/anmeldung/bestaetigen?token=unbekannt",
      });
      expect(press.statusCode).toBe(303);
      expect(press.headers.location).toBe("/anmeldung/ungueltig");
    });

    it("a mail program's one-click unsubscribe (RFC 8058) deletes the address", async () => {
      await signUp("weg@example.org");
      const token = await tokenOf("weg@example.org");
      const press = await app.inject({
        method: "POST",
        url: `/anmeldung/abmelden?token=${token}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(press.statusCode).toBe(303);
      expect(press.headers.location).toBe("/anmeldung/abgemeldet");
      expect(
        (await store.submissions.findByEmail("weg@example.org")).signups,
      ).toEqual([]);
    });

    it("the result pages are real pages, read-only", async () => {
      for (const url of [
        "/anmeldung/bestaetigt",
        "/anmeldung/ungueltig",
        "/anmeldung/abgemeldet",
      ]) {
        expect((await app.inject({ url })).statusCode).toBe(200);
        expect((await app.inject({ method: "POST", url })).statusCode).toBe(
          405,
        );
      }
    });
  });

  describe("a sign-up's answer tells nothing", () => {
    it("a new address and a known one are answered alike, and neither sooner than the other", async () => {
      const timed = async (email: string) => {
        const stamp = await personStamp(store);
        const started = performance.now();
        const response = await app.inject({
          method: "POST",
          url: "/api/signup",
          payload: JSON.stringify({ email, ...stamp }),
          headers: json,
        });
        return {
          status: response.statusCode,
          body: response.body,
          ms: performance.now() - started,
        };
      };
      await timed("bekannt@example.org");
      const known = await timed("bekannt@example.org");
      const fresh = await timed("neu@example.org");
      expect(fresh.status).toBe(201);
      expect({ status: known.status, body: known.body }).toEqual({
        status: fresh.status,
        body: fresh.body,
      });
      // Both wait to the same moment after arriving, far beyond either's own cost.
      expect(known.ms).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
      expect(fresh.ms).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
    });
  });

  describe("one enquiry per click", () => {
    it("a request retried after the answer was lost is stored and mailed once, and answered alike", async () => {
      const { app: server, store: own } = await serverWithApi();
      const enquiry = {
        ...valid,
        message: "Einmal, bitte (API)",
        ...(await personStamp(own)),
      };
      const send = () =>
        server.inject({
          method: "POST",
          url: "/api/contact",
          headers: json,
          payload: JSON.stringify(enquiry),
        });
      const [first, again] = [await send(), await send()];
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(again.json()).toEqual(first.json());
      expect(await own.submissions.contacts()).toHaveLength(1);
      expect(await own.outbox.queued()).toHaveLength(1);
      // Another enquiry from the same client is a new one.
      await server.inject({
        method: "POST",
        url: "/api/contact",
        headers: json,
        payload: JSON.stringify({
          ...enquiry,
          ...(await personStamp(own)),
          message: "Noch etwas",
        }),
      });
      expect(await own.submissions.contacts()).toHaveLength(2);
      expect(await own.outbox.queued()).toHaveLength(2);
      await server.close();
    });

    it("a double click without JavaScript posts twice and stores one request; both lead to the success page", async () => {
      const { app: server, store: own } = await serverWithApi();
      const body = new URLSearchParams({
        ...valid,
        message: "Doppelt geklickt",
      }).toString();
      const posts = await Promise.all(
        [1, 2].map(() =>
          server.inject({
            method: "POST",
            url: "/kontakt",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            payload: body,
          }),
        ),
      );
      expect(posts.map((post) => post.statusCode)).toEqual([303, 303]);
      expect(posts.map((post) => post.headers.location)).toEqual([
        "/kontakt/gesendet",
        "/kontakt/gesendet",
      ]);
      expect(
        (await own.submissions.contacts()).map((row) => row.message),
      ).toEqual(["Doppelt geklickt"]);
      await server.close();
    });

    it("the same enquiry from another client is its own", async () => {
      const { app: server, store: own } = await serverWithApi();
      for (const remoteAddress of ["192.0.2.1", "192.0.2.2"])
        await server.inject({
          method: "POST",
          url: "/api/contact",
          headers: json,
          remoteAddress,
          payload: JSON.stringify({ ...valid, message: "Gleicher Text" }),
        });
      expect(await own.submissions.contacts()).toHaveLength(2);
      await server.close();
    });
  });
});

// @vitest-environment node
// Only the site's own pages may post: judged against SITE_URL's origin, not
// the Host header, and a post whose origin is hidden ("null") only when the
// browser says it came from the same origin (decision 036).
import { warnTo } from "../../tests/support/log-lines.ts";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assertBuilt,
  deliveryClientDir as clientDir,
} from "../../tests/build/build-output";
import { openTestStore } from "../../tests/support/test-store.ts";
import { createServer } from "./server.ts";
import { crossSiteCheck } from "./same-site.ts";
import type { Store } from "../store/index.ts";

const SITE = "https://www.zunftwerk.example";
const json = { "content-type": "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };
let sent = 0;
/** An enquiry of its own each time: the same one twice is stored once. */
const contact = () => ({
  name: "Erika Musterfrau",
  email: "erika@example.org",
  company: "",
  message: `Hallo (${++sent})`,
});

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function serverFor(
  siteUrl: string | undefined,
  warn: (line: string) => void = () => {},
) {
  const opened = await openTestStore("sqlite");
  closers.push(opened.close);
  const app = await createServer({
    root: clientDir,
    api: {
      store: opened.store,
      rateLimit: { max: 10_000, windowMs: 60_000 },
      siteUrl,
    },
    log: warnTo(warn),
  });
  closers.push(() => app.close());
  return { app, store: opened.store };
}

describe("with SITE_URL set", () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  let store: Store;
  beforeAll(async () => {
    assertBuilt();
    ({ app, store } = await serverFor(`${SITE}/`));
  });

  const postApi = (headers: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: "/api/contact",
      payload: JSON.stringify(contact()),
      headers: { ...json, ...headers },
    });

  it.each([
    ["Origin null and no Sec-Fetch-Site", { origin: "null" }],
    [
      "Origin null and Sec-Fetch-Site none",
      { origin: "null", "sec-fetch-site": "none" },
    ],
    [
      "a forged Host with an origin to match",
      { host: "evil.test", origin: "http://evil.test" },
    ],
    [
      "a forged Host with an origin to match, said to be same-origin (DNS rebinding)",
      {
        host: "evil.test",
        origin: "http://evil.test",
        "sec-fetch-site": "same-origin",
      },
    ],
    [
      "the site's host on the wrong protocol",
      { host: "www.zunftwerk.example", origin: "http://www.zunftwerk.example" },
    ],
  ])(
    "the API refuses %s with 403 and stores nothing",
    async (_name, headers) => {
      const before = (await store.submissions.contacts()).length;
      const response = await postApi(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: "Anfragen von anderen Websites werden nicht angenommen.",
      });
      expect(await store.submissions.contacts()).toHaveLength(before);
    },
  );

  it.each([
    [
      "SITE_URL's origin, whatever the Host (a proxy not trusted)",
      { host: "127.0.0.1:3000", origin: SITE, "sec-fetch-site": "same-origin" },
    ],
    [
      "SITE_URL's origin without Sec-Fetch-Site (an older browser)",
      { origin: SITE },
    ],
    [
      "Origin null that the browser says is same-origin",
      { origin: "null", "sec-fetch-site": "same-origin" },
    ],
    [
      "neither Origin nor Sec-Fetch-Site (no browser: a script, a mail program)",
      {},
    ],
  ])("the API takes a post with %s", async (_name, headers) => {
    const before = (await store.submissions.contacts()).length;
    const response = await postApi(headers);
    expect(response.statusCode).toBe(201);
    expect(await store.submissions.contacts()).toHaveLength(before + 1);
  });

  const postPage = (headers: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: "/kontakt",
      payload: new URLSearchParams(contact()).toString(),
      headers: { ...form, ...headers },
    });

  it("a form page's post with Origin null and no Sec-Fetch-Site leads to the refusal page, and nothing is stored", async () => {
    const before = (await store.submissions.contacts()).length;
    const response = await postPage({ origin: "null" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/formular/nicht-gesendet");
    expect(await store.submissions.contacts()).toHaveLength(before);
  });

  it("a form page's post with Origin null that the browser says is same-origin is taken", async () => {
    const before = (await store.submissions.contacts()).length;
    const response = await postPage({
      origin: "null",
      "sec-fetch-site": "same-origin",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/kontakt/gesendet");
    expect(await store.submissions.contacts()).toHaveLength(before + 1);
  });

  it("the confirmation button's post with Origin null and no Sec-Fetch-Site is refused", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/anmeldung/bestaetigen?token=unbekannt",
      headers: { ...form, origin: "null" },
      payload: "",
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("without SITE_URL", () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  beforeAll(async () => {
    assertBuilt();
    ({ app } = await serverFor(undefined));
  });

  const post = (headers: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: "/api/contact",
      payload: JSON.stringify(contact()),
      headers: { ...json, ...headers },
    });

  it("the origin is judged against the address the request was made to", async () => {
    expect(
      (
        await post({
          host: "127.0.0.1:4700",
          origin: "http://127.0.0.1:4700",
          "sec-fetch-site": "same-origin",
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await post({ host: "127.0.0.1:4700", origin: "http://127.0.0.1:4701" }))
        .statusCode,
    ).toBe(403);
  });

  it("Origin null is refused unless the browser says same-origin", async () => {
    expect((await post({ origin: "null" })).statusCode).toBe(403);
    expect(
      (await post({ origin: "null", "sec-fetch-site": "same-origin" }))
        .statusCode,
    ).toBe(201);
  });
});

describe("the owner's log", () => {
  beforeAll(() => assertBuilt());

  it("names a refused form's origin and SITE_URL's in one German line, once for a flood", async () => {
    const warnings: string[] = [];
    const { app } = await serverFor(`${SITE}/`, (line) => warnings.push(line));
    // A test through another port, as a newcomer makes it: the refusal page.
    const page = await app.inject({
      method: "POST",
      url: "/kontakt",
      payload: new URLSearchParams(contact()).toString(),
      headers: {
        ...form,
        origin: "https://www.zunftwerk.example:8443",
        "sec-fetch-site": "same-site",
      },
    });
    expect(page.headers.location).toBe("/formular/nicht-gesendet");
    // Then a flood from other sites.
    for (let i = 0; i < 20; i++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: JSON.stringify(contact()),
        headers: { ...json, origin: `https://spam${i}.test` },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(warnings).toEqual([
      "Ein Formular wurde abgelehnt (403), weil es nicht von der Adresse der Website kam: Origin https://www.zunftwerk.example:8443, Sec-Fetch-Site same-site; angenommen werden nur Formulare von SITE_URL https://www.zunftwerk.example. Kam es von Ihnen selbst, rufen Sie die Website unter genau dieser Adresse auf (Protokoll, Host und Port). Weitere Ablehnungen meldet das Log höchstens einmal in der Minute.",
    ]);
    // Nothing the visitor entered, nothing of the visitor's address.
    expect(warnings.join("")).not.toMatch(/Erika|erika@|Hallo|127\.0\.0\.1/);
  });

  it("says it again after a minute, with how many it left out meanwhile", async () => {
    const warnings: string[] = [];
    let clock = 0;
    const check = crossSiteCheck(
      SITE,
      (line) => warnings.push(line),
      () => clock,
    );
    const refuse = (headers: Record<string, string>) =>
      expect(
        check({ headers, protocol: "https", host: "x" } as FastifyRequest),
      ).rejects.toMatchObject({ code: "CROSS_SITE" });
    await refuse({ origin: "https://a.test" });
    clock = 59_000;
    await refuse({ origin: "https://b.test" });
    await refuse({ "sec-fetch-site": "cross-site" });
    clock = 60_000;
    await refuse({ origin: "null" });
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(
      /^Ein Formular wurde abgelehnt \(403\), .*: Origin null, Sec-Fetch-Site \(fehlt\); .* Seit der letzten Meldung wurden 2 weitere abgelehnt\.$/,
    );
  });

  it("without SITE_URL names the address the request was made to, and shows a forged header only in part", async () => {
    const warnings: string[] = [];
    const { app } = await serverFor(undefined, (line) => warnings.push(line));
    await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: JSON.stringify(contact()),
      headers: {
        ...json,
        host: "127.0.0.1:4700",
        origin: `http://${"x".repeat(300)}.test`,
      },
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      "angenommen werden nur Formulare von http://127.0.0.1:4700, der Adresse der Anfrage selbst (SITE_URL ist nicht gesetzt)",
    );
    expect(warnings[0]).toContain(`Origin http://${"x".repeat(93)}…`);
  });
});

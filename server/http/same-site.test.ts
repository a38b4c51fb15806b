// @vitest-environment node
// Only the site's own pages may post: judged against SITE_URL's origin, not
// the Host header, and a post whose origin is hidden ("null") only when the
// browser says it came from the same origin (decision 036).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assertBuilt,
  deliveryClientDir as clientDir,
} from "../../tests/build/build-output";
import { openTestStore } from "../../tests/support/test-store.ts";
import { createServer } from "./server.ts";
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

async function serverFor(siteUrl: string | undefined) {
  const opened = await openTestStore("sqlite");
  closers.push(opened.close);
  const app = await createServer({
    root: clientDir,
    api: {
      store: opened.store,
      rateLimit: { max: 10_000, windowMs: 60_000 },
      siteUrl,
    },
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

// @vitest-environment node
// The forms as plain HTML posts to their own pages (delivery builds), for
// visitors whose JavaScript is off or did not load: the rules of the JSON API,
// answered with a redirect to a result page.
import { logLines } from "../../tests/support/log-lines.ts";
import type { Log } from "../log.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactForm } from "../../app/content/forms.ts";
import {
  assertBuilt,
  clientDir as simulatedClientDir,
  deliveryClientDir as clientDir,
} from "../../tests/build/build-output";
import { engines } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { createServer } from "./server.ts";
import {
  type VisitorRequest,
  memoryKeyer,
  visitorLogLine,
} from "../visitor-log.ts";
import type { Store } from "../store/index.ts";
import { personStamp } from "../../tests/support/person-stamp.ts";

const form = { "content-type": "application/x-www-form-urlencoded" };
const sameOrigin = { ...form, "sec-fetch-site": "same-origin" };
const encode = (fields: Record<string, string>) =>
  new URLSearchParams(fields).toString();
const contact = {
  name: "Jürgen Groß",
  email: "juergen@example.org",
  company: "Groß & Söhne",
  message: "Zeile 1\nZeile 2 – mit 100 % Umlauten: äöü",
  website: "",
};

describe.each(engines)("forms posted without JavaScript on %s", (engine) => {
  const closers: (() => Promise<void>)[] = [];
  const logged: VisitorRequest[] = [];

  async function serverWith(
    rateLimit = { max: 10_000, windowMs: 60_000 },
    log?: Log,
    wrap: (store: Store) => Store = (store) => store,
  ) {
    const opened = await openTestStore(engine);
    closers.push(opened.close);
    const app = await createServer({
      root: clientDir,
      api: { store: wrap(opened.store), rateLimit },
      accessLog: (request) => logged.push(request),
      log,
    });
    closers.push(() => app.close());
    return { app, store: opened.store };
  }

  let app: Awaited<ReturnType<typeof createServer>>;
  let store: Store;
  beforeAll(async () => {
    assertBuilt();
    ({ app, store } = await serverWith());
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  const post = (
    url: string,
    payload: string,
    headers: Record<string, string> = sameOrigin,
    target = app,
  ) => target.inject({ method: "POST", url, payload, headers });

  it("a contact request is stored as entered and leads to the specification's success message", async () => {
    const response = await post(
      "/kontakt",
      encode({ ...contact, ...(await personStamp(store, { proof: false })) }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/kontakt/gesendet");
    expect((await store.submissions.contacts()).at(-1)).toMatchObject({
      name: contact.name,
      email: contact.email,
      company: contact.company,
      message: contact.message,
    });
    expect(await store.outbox.queued()).toContainEqual(
      expect.objectContaining({ kind: "contact-notice" }),
    );

    const result = await app.inject({ url: response.headers.location! });
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain(`>${contactForm.success.title}</h1>`);
    expect(result.body).toContain(contactForm.success.text);
    expect(result.body).toContain('content="noindex"');
  });

  it("a sign-up is stored pending with its consent text and leads to the page about the confirmation mail", async () => {
    const response = await post(
      "/produkte/coming-soon/",
      encode({ email: "Meisterin@Example.org", website: "" }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/anmeldung/e-mail-gesendet");
    const [signup] = (
      await store.submissions.findByEmail("meisterin@example.org")
    ).signups;
    expect(signup).toMatchObject({ confirmed_at: null });
    expect(signup!.consent_text).toMatch(/^Mit Klick auf „Anmelden“/);
    const result = await app.inject({ url: response.headers.location! });
    expect(result.body).toContain("Bitte sehen Sie in Ihr Postfach");
  });

  it("the form's own page and its query string change nothing (a request link's ?anliegen=)", async () => {
    const before = (await store.submissions.contacts()).length;
    // Another enquiry than the tests' before: the same one would be a repeat.
    const response = await post(
      "/kontakt?anliegen=demo",
      encode({ ...contact, message: "Über den Link mit ?anliegen=demo" }),
    );
    expect(response.headers.location).toBe("/kontakt/gesendet");
    expect(await store.submissions.contacts()).toHaveLength(before + 1);
  });

  it("every field at its limit in four-byte characters is taken, as a page post and by the API", async () => {
    const longest = {
      ...contact,
      name: "😀".repeat(200),
      company: "😀".repeat(200),
      message: "😀".repeat(5000),
    };
    const page = await post("/kontakt", encode(longest));
    expect(page.headers.location).toBe("/kontakt/gesendet");
    const api = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: JSON.stringify(longest),
      headers: { "content-type": "application/json" },
    });
    expect(api.statusCode).toBe(201);
  });

  /** A post that leads to the refusal page `to` and leaves the store as it was. */
  async function expectRefused(
    url: string,
    payload: string,
    headers: Record<string, string> | undefined,
    to: string,
  ) {
    const before = await store.transfer.dump();
    const response = await post(url, payload, headers);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(to);
    const after = await store.transfer.dump();
    expect(after.contactRequests).toHaveLength(before.contactRequests.length);
    expect(after.signups).toHaveLength(before.signups.length);
  }

  const refusals: [string, string, string, Record<string, string>?][] = [
    ["a missing message", "/kontakt", encode({ ...contact, message: "" })],
    ["an invalid address", "/kontakt", encode({ ...contact, email: "nein" })],
    ["a field the form has not", "/kontakt", encode({ ...contact, x: "1" })],
    [
      "a name over its limit",
      "/kontakt",
      encode({ ...contact, name: "x".repeat(201) }),
    ],
    ["an empty sign-up", "/produkte/coming-soon", ""],
    [
      "a JSON body",
      "/produkte/coming-soon",
      JSON.stringify({ email: "a@b.de" }),
      { "content-type": "application/json", "sec-fetch-site": "same-origin" },
    ],
    [
      "a multipart body",
      "/produkte/coming-soon",
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.de\r\n--x--',
      { "content-type": "multipart/form-data; boundary=x" },
    ],
    [
      "a body far over any form",
      "/kontakt",
      encode({ ...contact, message: "ä".repeat(200_000) }),
    ],
    ["broken percent-encoding", "/produkte/coming-soon", "email=%E0%A4%A"],
  ];
  for (const [name, url, payload, headers] of refusals) {
    it(`${name} leads to the page that asks to check the entries, and stores nothing`, async () => {
      await expectRefused(url, payload, headers, "/formular/angaben-pruefen");
    });
  }

  const crossSite: [string, string, string, Record<string, string>][] = [
    [
      "a post from another site",
      "/produkte/coming-soon",
      encode({ email: "fremd@example.org" }),
      { ...form, "sec-fetch-site": "cross-site" },
    ],
    [
      "a post with another site's origin",
      "/kontakt",
      encode(contact),
      { ...form, origin: "https://evil.example" },
    ],
  ];
  for (const [name, url, payload, headers] of crossSite) {
    it(`${name} is refused and stores nothing; a real visitor is led to the page about a fault of ours`, async () => {
      await expectRefused(url, payload, headers, "/formular/nicht-gesendet");
    });
  }

  it("line breaks count once, as in the browser's limit, and are stored as they were typed", async () => {
    const lines = `${"x".repeat(2499)}\n${"y".repeat(2500)}`;
    expect(lines).toHaveLength(5000);
    const response = await post(
      "/kontakt",
      encode({ ...contact, message: lines.replace("\n", "\r\n") }),
    );
    expect(response.headers.location).toBe("/kontakt/gesendet");
    expect((await store.submissions.contacts()).at(-1)?.message).toBe(lines);
  });

  it("a filled honeypot is answered like success, stored and held back without a notice", async () => {
    const own = await serverWith();
    const response = await post(
      "/kontakt",
      encode({
        ...contact,
        ...(await personStamp(own.store, { proof: false })),
        website: "http://spam.example",
      }),
      sameOrigin,
      own.app,
    );
    expect(response.headers.location).toBe("/kontakt/gesendet");
    expect(await own.store.submissions.contacts()).toEqual([
      expect.objectContaining({
        message: contact.message,
        hold_kind: "suspected",
        held_reasons: JSON.stringify([
          { rule: "honeypot", text: "verstecktes Feld ausgefüllt" },
        ]),
      }),
    ]);
    expect(await own.store.outbox.queued()).toEqual([]);
  });

  it("the refusal pages say what happened and that going back keeps the entries", async () => {
    for (const url of [
      "/formular/angaben-pruefen",
      "/formular/zu-viele-anfragen",
      "/formular/nicht-gesendet",
    ]) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Ihre Eingaben stehen noch im Formular");
      expect(page.body).toContain('content="noindex"');
      expect((await post(url, "")).statusCode).toBe(405);
    }
  });

  it("one limit per form and client, whichever way it arrives: the page then leads to the page about too many requests", async () => {
    const limited = await serverWith({ max: 2, windowMs: 60_000 });
    const client = { remoteAddress: "203.0.113.9" };
    const viaPage = () =>
      limited.app.inject({
        method: "POST",
        url: "/produkte/coming-soon",
        payload: encode({ email: "viel@example.org" }),
        headers: sameOrigin,
        ...client,
      });
    const viaApi = () =>
      limited.app.inject({
        method: "POST",
        url: "/api/signup",
        payload: JSON.stringify({ email: "viel@example.org" }),
        headers: { "content-type": "application/json" },
        ...client,
      });
    expect((await viaApi()).statusCode).toBe(201);
    expect((await viaPage()).headers.location).toBe(
      "/anmeldung/e-mail-gesendet",
    );
    const refused = await viaPage();
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe("/formular/zu-viele-anfragen");
    expect((await viaApi()).statusCode).toBe(429);
    // The contact form counts on its own.
    const other = await limited.app.inject({
      method: "POST",
      url: "/kontakt",
      payload: encode(contact),
      headers: sameOrigin,
      ...client,
    });
    expect(other.headers.location).toBe("/kontakt/gesendet");
  });

  it("when the store fails, the visitor is led to the page about the fault, and the log keeps no entry", async () => {
    const { log, entries } = logLines();
    const broken = await serverWith(undefined, log, (real) => ({
      ...real,
      submissions: {
        ...real.submissions,
        addContact: () =>
          Promise.reject(
            Object.assign(
              new Error("null value violates not-null constraint"),
              {
                code: "23502",
                detail: `Failing row contains (${contact.name}, ${contact.email})`,
              },
            ),
          ),
      },
    }));
    const response = await post(
      "/kontakt",
      encode(contact),
      sameOrigin,
      broken.app,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/formular/nicht-gesendet");
    // What the log writes: each line whole (a bug's: with its stack's frames).
    const logged = JSON.stringify(entries);
    expect(entries.map((entry) => entry.level)).toEqual(["error"]);
    // The request's id is on its line (Fastify's own, never the client's).
    expect(entries[0]!.reqId).toMatch(/^req-/);
    expect(logged).toContain("23502");
    expect(logged).not.toContain(contact.name);
    expect(logged).not.toContain(contact.email);
  });

  it("no entry reaches the access log: it names the path only", async () => {
    await post("/kontakt", encode(contact));
    const posts = await Promise.all(
      logged
        .filter((request) => request.method === "POST")
        .map((request) => visitorLogLine(request, memoryKeyer())),
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const line of posts) {
      expect(line).not.toContain("juergen");
      expect(line).not.toContain("J%C3%BCrgen");
    }
  });

  it("the JSON API keeps refusing form-encoded bodies", async () => {
    const response = await post(
      "/api/signup",
      encode({ email: "a@b.de" }),
      form,
    );
    expect(response.statusCode).toBe(415);
  });
});

describe("the simulated build", () => {
  it("has no server behind its forms: a post to a form page is not allowed", async () => {
    assertBuilt();
    const app = await createServer({ root: simulatedClientDir });
    const response = await app.inject({
      method: "POST",
      url: "/kontakt",
      payload: encode(contact),
      headers: form,
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    await app.close();
  });
});

// @vitest-environment node
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHALLENGE_PATH, FORM_TIME_FIELD } from "../../app/lib/submission.ts";
import {
  assertBuilt,
  deliveryClientDir as clientDir,
} from "../../tests/build/build-output";
import { spamEnquiries } from "../../tests/support/enquiry-corpus.ts";
import { personStamp } from "../../tests/support/person-stamp.ts";
import { engines } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { type ContactRow, heldReasons } from "../store/index.ts";
import { createServer } from "./server.ts";

const enquiry = {
  name: "Petra Schornstein",
  email: "petra@schornstein-meister.example",
  company: "Schornsteinfegermeisterin Petra Schornstein",
  message: "Guten Tag, was kostet Kehrtour für einen Bezirk mit 2.400 Kunden?",
};
const sameOrigin = { "sec-fetch-site": "same-origin" };
/** Why an enquiry is held, as the owner reads it; null: not held. */
const heldText = (row: ContactRow) =>
  row.held_at === null
    ? null
    : heldReasons(row)
        .map((reason) => reason.text)
        .join("; ");
const formPost = {
  ...sameOrigin,
  "content-type": "application/x-www-form-urlencoded",
};
const jsonPost = { ...sameOrigin, "content-type": "application/json" };

/** The signed time in a page's form, as a visitor's browser would post it back. */
const formTimeIn = (html: string) =>
  new RegExp(`name="${FORM_TIME_FIELD}" value="([^"]*)"`).exec(html)?.[1];

describe.each(engines)("the contact form's spam defence on %s", (engine) => {
  const closers: (() => Promise<void>)[] = [];

  /** A server of its own: every count starts at nothing. */
  async function site({ noticesPerHour = 10 } = {}) {
    const opened = await openTestStore(engine);
    const app = await createServer({
      root: clientDir,
      api: {
        store: opened.store,
        rateLimit: { max: 10_000, windowMs: 60_000 },
        noticesPerHour,
      },
    });
    closers.push(async () => {
      await app.close();
      await opened.close();
    });
    const { store } = opened;
    return {
      app,
      store,
      /** Posts the form as a page without JavaScript does (`from`: the client's address). */
      page: (fields: Record<string, string>, from = "10.0.0.1") =>
        app.inject({
          method: "POST",
          url: "/kontakt",
          headers: formPost,
          remoteAddress: from,
          payload: new URLSearchParams(fields).toString(),
        }),
      /** Posts it as the form's script does. */
      api: (fields: Record<string, string>, from = "10.0.0.1") =>
        app.inject({
          method: "POST",
          url: "/api/contact",
          headers: jsonPost,
          remoteAddress: from,
          payload: JSON.stringify(fields),
        }),
      /** The stored enquiries: message, why held (null: not), and the notices queued. */
      async outcome() {
        const rows = await store.submissions.contacts();
        const notices = (await store.outbox.queued()).filter(
          (mail) => mail.kind === "contact-notice",
        );
        return rows.map((row) => ({
          message: row.message,
          held: heldText(row),
          notice: notices.some((mail) => mail.contact_id === row.id),
        }));
      },
    };
  }

  beforeAll(() => assertBuilt());
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it("the contact page carries a signed time of its own in each answer, kept by no shared cache; other pages are as built", async () => {
    const { app } = await site();
    const [first, second] = [
      await app.inject({
        url: "/kontakt",
        headers: { "accept-encoding": "br" },
      }),
      await app.inject({ url: "/kontakt" }),
    ];
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const times = [
      formTimeIn(brotliDecompressSync(first.rawPayload).toString()),
      formTimeIn(second.body),
    ];
    expect(times[0]).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
    expect(times[1]).not.toBe(times[0]);
    const home = await app.inject({ url: "/" });
    expect(home.headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    expect(home.body).not.toContain(FORM_TIME_FIELD);
  });

  it("the form's script gets a task and a fresh time, never cached; the path takes no post", async () => {
    const { app } = await site();
    const response = await app.inject({ url: CHALLENGE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      challenge: expect.objectContaining({ signature: expect.any(String) }),
      formTime: expect.stringMatching(/^[0-9a-z]+\./),
    });
    const post = await app.inject({ method: "POST", url: CHALLENGE_PATH });
    expect(post.statusCode).toBe(405);
  });

  it("a person's enquiry, with or without JavaScript, is taken and its notice queued", async () => {
    const { store, page, api, outcome } = await site();
    const withoutScript = await page({
      ...enquiry,
      ...(await personStamp(store, { proof: false })),
    });
    const withScript = await api(
      { ...enquiry, message: "Mit Skript", ...(await personStamp(store)) },
      "10.0.0.2",
    );
    expect(withoutScript.headers.location).toBe("/kontakt/gesendet");
    expect(withScript.statusCode).toBe(201);
    expect(await outcome()).toEqual([
      { message: enquiry.message, held: null, notice: true },
      { message: "Mit Skript", held: null, notice: true },
    ]);
  });

  it("someone who takes minutes, or leaves the tab open for days, is taken; a form older than 7 days is held back", async () => {
    const { store, page, outcome } = await site();
    for (const [n, shownMsAgo] of [
      [1, 12 * 60_000],
      [2, 6 * 86_400_000],
      [3, 8 * 86_400_000],
    ] as const)
      await page(
        {
          ...enquiry,
          message: `Offen ${n}`,
          ...(await personStamp(store, { proof: false, shownMsAgo })),
        },
        `10.0.5.${n}`,
      );
    expect(
      (await outcome()).map(({ message, held }) => [message, held]),
    ).toEqual([
      ["Offen 1", null],
      ["Offen 2", null],
      ["Offen 3", "Formular vor mehr als 7\u00a0Tagen geöffnet"],
    ]);
  });

  it("behind the company's proxy, a person right after a botnet of 30 addresses gets through", async () => {
    const opened = await openTestStore(engine);
    const app = await createServer({
      root: clientDir,
      trustProxy: "127.0.0.1",
      api: { store: opened.store },
    });
    closers.push(async () => {
      await app.close();
      await opened.close();
    });
    const viaProxy = async (from: string, fields: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/kontakt",
        remoteAddress: "127.0.0.1",
        headers: { ...formPost, "x-forwarded-for": from },
        payload: new URLSearchParams(fields).toString(),
      });
    for (const [i, spam] of spamEnquiries.entries())
      await viaProxy(`203.0.113.${i + 1}`, {
        ...spam,
        ...(await personStamp(opened.store, { proof: false })),
      });
    await viaProxy("198.51.100.7", {
      ...enquiry,
      ...(await personStamp(opened.store, { proof: false })),
    });
    const rows = await opened.store.submissions.contacts();
    expect(rows).toHaveLength(31);
    const person = rows.find((row) => row.message === enquiry.message)!;
    expect(person).toMatchObject({ held_at: null, marked_at: null });
    // What the bots wrote marks their notices for the mail filter (a
    // marked notice neither counts towards the hourly cap nor is held by
    // it); what reads like a person's counts and is capped.
    const plainFromBots = rows.filter(
      (row) => row !== person && row.held_at === null && row.marked_at === null,
    );
    expect(plainFromBots.length).toBeLessThanOrEqual(2);
    const notices = (await opened.store.outbox.queued()).filter(
      (mail) => mail.kind === "contact-notice",
    );
    expect(notices.map((mail) => mail.contact_id)).toContain(person.id);
  });

  it("a bot that posts the page's form at once is answered alike, stored and held back without a notice", async () => {
    const { app, page, outcome } = await site();
    const shown = formTimeIn((await app.inject({ url: "/kontakt" })).body)!;
    const response = await page({ ...enquiry, [FORM_TIME_FIELD]: shown });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/kontakt/gesendet");
    expect(await outcome()).toEqual([
      {
        message: enquiry.message,
        held: expect.stringMatching(
          /^0(,\d)?\u00a0s nach dem Öffnen abgeschickt$/,
        ),
        notice: false,
      },
    ]);
  });

  it("no form time, a forged one, and one used before each hold an enquiry back", async () => {
    const { store, page, outcome } = await site();
    const stamp = await personStamp(store, { proof: false });
    await page({ ...enquiry, message: "Ohne Zeit" }, "10.0.1.1");
    await page(
      { ...enquiry, message: "Gefälscht", [FORM_TIME_FIELD]: "abc.def.ghi" },
      "10.0.1.2",
    );
    await page({ ...enquiry, message: "Erstes Mal", ...stamp }, "10.0.1.3");
    await page({ ...enquiry, message: "Zweites Mal", ...stamp }, "10.0.1.4");
    expect(await outcome()).toEqual([
      { message: "Ohne Zeit", held: "Zeitstempel fehlt", notice: false },
      { message: "Gefälscht", held: "Zeitstempel ungültig", notice: false },
      { message: "Erstes Mal", held: null, notice: true },
      {
        message: "Zweites Mal",
        held: "Zeitstempel schon einmal verwendet",
        notice: false,
      },
    ]);
  });

  it("the script's post without a solved task, or with one used before, is held back; the page's post needs none", async () => {
    const { store, api, outcome } = await site();
    await api(
      {
        ...enquiry,
        message: "Ohne Aufgabe",
        ...(await personStamp(store, { proof: false })),
      },
      "10.0.2.1",
    );
    const stamp = await personStamp(store);
    await api({ ...enquiry, message: "Gelöst", ...stamp }, "10.0.2.2");
    const again = await personStamp(store);
    await api(
      {
        ...enquiry,
        message: "Aufgabe wieder",
        ...stamp,
        ...{ shown_at: again.shown_at! },
      },
      "10.0.2.3",
    );
    expect(await outcome()).toEqual([
      {
        message: "Ohne Aufgabe",
        held: "ohne Rechenaufgabe des Browsers",
        notice: false,
      },
      { message: "Gelöst", held: null, notice: true },
      {
        message: "Aufgabe wieder",
        held: "Rechenaufgabe schon einmal verwendet",
        notice: false,
      },
    ]);
  });

  it("what reads like an offer is never held for it: taken at once, its notice marked with the reasons; a Cyrillic name marks nothing", async () => {
    const { store, page } = await site();
    await page({
      ...enquiry,
      message: "Platz 1 bei Google garantiert! Infos: https://bit.ly/seo-top",
      ...(await personStamp(store, { proof: false })),
    });
    await page(
      {
        ...enquiry,
        name: "Олена Коваленко",
        message:
          "Guten Tag, ich bin Elektrikerin in Leipzig. Was kostet Kehrtour für zwei Leute?",
        ...(await personStamp(store, { proof: false })),
      },
      "10.0.0.2",
    );
    const rows = await store.submissions.contacts();
    const notices = (await store.outbox.queued()).filter(
      (mail) => mail.kind === "contact-notice",
    );
    expect(
      rows.map((row) => ({
        held: heldText(row),
        marked: row.marked_reason,
        notice: notices.some((mail) => mail.contact_id === row.id),
      })),
    ).toEqual([
      {
        held: null,
        marked:
          "Kurzlink; Suchmaschinen-Angebot; Werbesprache; wirbt mit Gratis-Leistung oder Garantie",
        notice: true,
      },
      { held: null, marked: null, notice: true },
    ]);
  });

  it("a client's first 3 enquiries in 24 hours are taken; the 4th is held back; another client is not affected", async () => {
    const { store, page, outcome } = await site();
    for (const n of [1, 2, 3, 4])
      await page({
        ...enquiry,
        message: `Anfrage ${n}`,
        ...(await personStamp(store, { proof: false })),
      });
    await page(
      {
        ...enquiry,
        message: "Nachbar",
        ...(await personStamp(store, { proof: false })),
      },
      "10.0.3.9",
    );
    expect(
      (await outcome()).map(({ message, held }) => [message, held]),
    ).toEqual([
      ["Anfrage 1", null],
      ["Anfrage 2", null],
      ["Anfrage 3", null],
      [
        "Anfrage 4",
        "mehr als 3 Anfragen in 24\u00a0Stunden vom selben Anschluss",
      ],
      ["Nachbar", null],
    ]);
  });

  it("past the notices of an hour, enquiries are held back and listed in an overview within the hour, at most one an hour", async () => {
    vi.useFakeTimers({
      toFake: ["Date"],
      now: new Date("2026-11-26T03:00:00Z"),
    });
    try {
      const { store, page, outcome } = await site({ noticesPerHour: 2 });
      const wave = async (n: number) =>
        page(
          {
            ...enquiry,
            message: `Welle ${n}`,
            ...(await personStamp(store, { proof: false })),
          },
          `10.0.4.${n}`,
        );
      for (const n of [1, 2, 3, 4]) await wave(n);
      const capped = "Stundengrenze: schon 2 Meldungen in der letzten Stunde";
      expect((await outcome()).map(({ held }) => held)).toEqual([
        null,
        null,
        capped,
        capped,
      ]);
      // A kind of hold of its own, which the overview reads.
      expect(
        (await store.submissions.contacts()).map((row) => row.hold_kind),
      ).toEqual([null, null, "hour-cap", "hour-cap"]);
      const overviews = async () =>
        (await store.outbox.queued()).filter(
          (mail) => mail.kind === "held-overview",
        ).length;
      const at = (iso: string) => new Date(iso);
      // No overview went out in the last hour: the first held one is listed at once.
      await vi.waitFor(async () => expect(await overviews()).toBe(1));
      // Another within the hour waits for the hour to pass.
      expect(await store.held.queueOverview(at("2026-11-26T03:30:00Z"))).toBe(
        0,
      );
      await store.held.queueOverview(at("2026-11-26T04:06:00Z"));
      const rows = await store.submissions.contacts();
      expect(
        rows.filter((row) => row.held_at !== null && row.listed_at === null),
      ).toEqual([]);
      expect(await overviews()).toBeLessThanOrEqual(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a client is an IPv6 /64, and its 24 hours run across midnight", async () => {
    // 23:50 German time.
    vi.useFakeTimers({
      toFake: ["Date"],
      now: new Date("2026-11-26T22:50:00Z"),
    });
    try {
      const { store, page, outcome } = await site();
      for (const host of ["a", "b", "c"])
        await page(
          {
            ...enquiry,
            message: `vor Mitternacht ${host}`,
            ...(await personStamp(store, { proof: false })),
          },
          `2001:db8:1:2::${host}`,
        );
      vi.setSystemTime(new Date("2026-11-26T23:10:00Z"));
      await page(
        {
          ...enquiry,
          message: "nach Mitternacht",
          ...(await personStamp(store, { proof: false })),
        },
        "2001:db8:1:2:ffff::1",
      );
      await page(
        {
          ...enquiry,
          message: "anderes Netz",
          ...(await personStamp(store, { proof: false })),
        },
        "2001:db8:1:3::1",
      );
      expect((await outcome()).map(({ held }) => held)).toEqual([
        null,
        null,
        null,
        "mehr als 3 Anfragen in 24\u00a0Stunden vom selben Anschluss",
        null,
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a client gets a signed form time in 30 contact pages within 10 minutes; the 31st goes out as built", async () => {
    const { app } = await site();
    const times: (string | undefined)[] = [];
    for (let n = 0; n < 31; n++)
      times.push(
        formTimeIn(
          (
            await app.inject({
              url: "/kontakt",
              remoteAddress: `2001:db8:5:6::${n + 1}`,
            })
          ).body,
        ),
      );
    expect(times.slice(0, 30).every(Boolean)).toBe(true);
    expect(times[30]).toBeUndefined();
    const other = await app.inject({
      url: "/kontakt",
      remoteAddress: "10.9.9.9",
    });
    expect(formTimeIn(other.body)).toBeDefined();
  });
});

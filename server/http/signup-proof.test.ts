// @vitest-environment node
// Issue 52, item 1: a sign-up carries the same form time and proof of work
// as an enquiry. One without them (a form poster) is taken only up to a
// small cap an hour; past it the visitor is told to try later or write,
// and the refusal is counted. A person's browser brings both, and a person
// without JavaScript brings the page's time: neither meets that cap.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryFailure } from "../../app/content/forms.ts";
import { spamLimits } from "../../app/content/constants.ts";
import { FORM_TIME_FIELD } from "../../app/lib/submission.ts";
import {
  assertBuilt,
  deliveryClientDir as clientDir,
} from "../../tests/build/build-output";
import { personStamp } from "../../tests/support/person-stamp.ts";
import { engines } from "../../tests/support/postgres.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import type { Store } from "../store/index.ts";
import { thisWeek } from "../../tests/support/this-week.ts";
import { createServer } from "./server.ts";

const json = { "sec-fetch-site": "same-origin" };
const formPost = {
  "content-type": "application/x-www-form-urlencoded",
  "sec-fetch-site": "same-origin",
};

beforeAll(() => assertBuilt());

describe.each(engines)("a sign-up's proof on %s", (engine) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  async function site() {
    const opened = await openTestStore(engine);
    const app = await createServer({
      root: clientDir,
      api: { store: opened.store, rateLimit: { max: 1000, windowMs: 60_000 } },
    });
    closers.push(async () => {
      await app.close();
      await opened.close();
    });
    const api = (payload: object) =>
      app.inject({
        method: "POST",
        url: "/api/signup",
        headers: json,
        payload,
      });
    return { app, store: opened.store, api };
  }

  const addresses = async (store: Store) =>
    (await store.submissions.signups()).map((row) => row.email).sort();

  it("without the form's time or task, the hour takes 3; the 4th is told to try later or write, and nothing of it is stored", async () => {
    const { store, api } = await site();
    for (const n of [1, 2, 3])
      expect((await api({ email: `bot${n}@example.net` })).statusCode).toBe(
        201,
      );
    const fourth = await api({ email: "bot4@example.net" });
    expect(fourth.statusCode).toBe(503);
    expect(fourth.headers["retry-after"]).toBe("3600");
    expect(fourth.json()).toEqual({ error: deliveryFailure.server });
    expect(await addresses(store)).toEqual([
      "bot1@example.net",
      "bot2@example.net",
      "bot3@example.net",
    ]);
    expect(spamLimits.unprovenSignupMailsPerHour).toBe(3);
  });

  it("a person's browser brings both and is taken while form posters are refused; so is a person without JavaScript, with the page's own time", async () => {
    const { app, store, api } = await site();
    const page = await app.inject({ url: "/produkte/coming-soon" });
    const shownAt = new RegExp(
      `name="${FORM_TIME_FIELD}" value="([^"]+)"`,
    ).exec(page.body)?.[1];
    expect(shownAt).toBeDefined();
    for (const n of [1, 2, 3]) await api({ email: `bot${n}@example.net` });
    expect((await api({ email: "bot4@example.net" })).statusCode).toBe(503);

    const person = await api({
      email: "leserin@example.org",
      ...(await personStamp(store)),
    });
    expect(person.statusCode).toBe(201);
    // The page was open a little while, as a person has it.
    await sleep(spamLimits.signupMinFillSeconds * 1000 + 100);
    const withoutScript = await app.inject({
      method: "POST",
      url: "/produkte/coming-soon",
      headers: formPost,
      payload: new URLSearchParams({
        email: "ohne-skript@example.org",
        website: "",
        [FORM_TIME_FIELD]: shownAt!,
      }).toString(),
    });
    expect(withoutScript.statusCode).toBe(303);
    expect(withoutScript.headers.location).toBe("/anmeldung/e-mail-gesendet");
    expect(await addresses(store)).toEqual([
      "bot1@example.net",
      "bot2@example.net",
      "bot3@example.net",
      "leserin@example.org",
      "ohne-skript@example.org",
    ]);
  });

  it("a used stamp, a forged one, a script's post without its task and one sent within a second of the page count as without proof; the refusals show in the weekly mail's figures", async () => {
    const { store, api } = await site();
    for (const n of [1, 2, 3]) await api({ email: `bot${n}@example.net` });
    const stamp = await personStamp(store);
    expect(
      (await api({ email: "erste@example.org", ...stamp })).statusCode,
    ).toBe(201);
    const withoutProof = { ...(await personStamp(store, { proof: false })) };
    const refusedOnes = {
      reused: { email: "zweite@example.org", ...stamp },
      forged: { email: "gefaelscht@example.org", [FORM_TIME_FIELD]: "1.2.3" },
      "no task": { email: "ohne-aufgabe@example.org", ...withoutProof },
      "too fast": {
        email: "schnell@example.org",
        ...(await personStamp(store, { shownMsAgo: 300 })),
      },
    };
    for (const [what, payload] of Object.entries(refusedOnes))
      expect([what, (await api(payload)).statusCode]).toEqual([what, 503]);
    expect(await addresses(store)).toEqual([
      "bot1@example.net",
      "bot2@example.net",
      "bot3@example.net",
      "erste@example.org",
    ]);
    const week = await thisWeek(store);
    expect(week.signups.refusedUnproven).toBe(4);
    expect(week.signups.refused).toBe(0);
  });
});

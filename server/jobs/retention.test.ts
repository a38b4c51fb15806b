// @vitest-environment node
// Every period of the privacy statement ends within an hour of its date: the
// deletion job runs hourly (fake clock: the store's times follow it).
import { afterEach, describe, expect, it, vi } from "vitest";
import { retention } from "../../app/content/retention.ts";
import { openTestStore } from "../../tests/support/test-store.ts";
import { scheduleRetention } from "./retention.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const T0 = new Date("2026-01-05T09:00:00.000Z").getTime();

afterEach(() => vi.useRealTimers());

describe("the deletion job", () => {
  it.each([
    ["a contact request", retention.contactRequestDays],
    ["an unconfirmed sign-up", retention.pendingSignupDays],
    ["a confirmed sign-up", retention.confirmedSignupDays],
  ] as const)(
    "deletes %s within the hour after its period ends, not before",
    async (what, days) => {
      vi.useFakeTimers({
        now: T0,
        toFake: ["Date", "setInterval", "clearInterval"],
      });
      const { store, close } = await openTestStore("sqlite");
      if (what === "a contact request")
        await store.submissions.addContact({
          name: "Erika",
          email: "erika@example.org",
          company: "",
          message: "Hallo",
        });
      else {
        await store.submissions.subscribe("erika@example.org", "Einwilligung");
        if (what === "a confirmed sign-up") {
          const [signup] = await store.submissions.signups();
          await store.submissions.confirm(signup!.confirm_token!);
        }
      }
      const count = async () =>
        what === "a contact request"
          ? (await store.submissions.contacts()).length
          : (await store.submissions.signups()).length;
      const job = scheduleRetention(store);
      await job.first;
      // A minute before the period ends: the next run keeps it.
      vi.setSystemTime(T0 + days * DAY - HOUR - 60_000);
      await vi.advanceTimersByTimeAsync(HOUR);
      await job.latest();
      expect(await count()).toBe(1);
      // The first run after the end, at most an hour later, deletes it.
      await vi.advanceTimersByTimeAsync(HOUR);
      await job.latest();
      expect(await count()).toBe(0);
      job.stop();
      await close();
    },
  );
});

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retention } from "../app/content/retention.ts";
import { scheduleRetention } from "./retention-job.ts";
import { engines } from "../tests/support/postgres.ts";
import { openTestStore } from "../tests/support/test-store.ts";
import type { Store } from "./store.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const start = new Date("2026-03-02T09:00:00Z");
const consent = "Einwilligungstext, wie angezeigt.";
const contact = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.org`,
  company: "",
  message: "Hallo",
});

describe.each(engines)("the store on %s", (engine) => {
  let store: Store;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ store, close } = await openTestStore(engine));
    // Only the clock is faked: the database driver keeps its real timers.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(start);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await close();
  });

  const firstToken = async () => (await store.signups())[0]!.token;
  const confirmations = async () =>
    (await store.queuedMails()).filter(
      (mail) => mail.kind === "signup-confirmation",
    );

  describe("double opt-in", () => {
    it("stores a sign-up as pending with its consent text and queues one confirmation mail", async () => {
      expect(await store.subscribe("Meister@Example.org", consent)).toBe("new");
      const [row] = await store.signups();
      expect(row).toMatchObject({
        email: "Meister@Example.org",
        created_at: start.toISOString(),
        confirmed_at: null,
        consent_text: consent,
      });
      expect(row!.token).toMatch(/^[\w-]{43}$/);
      expect(await confirmations()).toHaveLength(1);
    });

    it("keeps one row per address and sends at most one more mail per hour", async () => {
      await store.subscribe("meister@example.org", consent);
      vi.setSystemTime(start.getTime() + 30 * 60_000);
      expect(await store.subscribe("MEISTER@example.org", consent)).toBe(
        "unchanged",
      );
      expect(await confirmations()).toHaveLength(1);
      vi.setSystemTime(start.getTime() + HOUR + 1);
      expect(await store.subscribe("meister@example.org", consent)).toBe(
        "confirmation-resent",
      );
      expect(await store.signups()).toHaveLength(1);
      expect(await confirmations()).toHaveLength(2);
    });

    it("confirms only with the right token, records the time, and queues the welcome mail", async () => {
      await store.subscribe("meister@example.org", consent);
      const token = await firstToken();
      expect(await store.confirm("falsch")).toBe(false);
      vi.setSystemTime(start.getTime() + 2 * HOUR);
      expect(await store.confirm(token)).toBe(true);
      expect((await store.signups())[0]?.confirmed_at).toBe(
        new Date(start.getTime() + 2 * HOUR).toISOString(),
      );
      // A second press changes nothing and sends nothing more.
      expect(await store.confirm(token)).toBe(true);
      expect(
        (await store.queuedMails()).filter(
          (mail) => mail.kind === "signup-welcome",
        ),
      ).toHaveLength(1);
      // A confirmed address signing up again gets no mail.
      vi.setSystemTime(start.getTime() + 5 * HOUR);
      expect(await store.subscribe("meister@example.org", consent)).toBe(
        "unchanged",
      );
    });

    it("refuses a link after the pending period", async () => {
      await store.subscribe("spaet@example.org", consent);
      const token = await firstToken();
      vi.setSystemTime(start.getTime() + retention.pendingSignupDays * DAY + 1);
      expect(await store.confirm(token)).toBe(false);
    });

    it("unsubscribing deletes the address and its queued mails", async () => {
      await store.subscribe("weg@example.org", consent);
      const token = await firstToken();
      expect(await store.unsubscribe(token)).toBe(true);
      expect(await store.signups()).toEqual([]);
      expect(await store.queuedMails()).toEqual([]);
    });
  });

  describe("data rights", () => {
    it("finds and forgets everything about one address, queued notices included", async () => {
      await store.addContact(contact("Erika"));
      await store.addContact({
        ...contact("Erika"),
        email: "ERIKA@example.org",
      });
      await store.addContact(contact("Max"));
      await store.subscribe("erika@example.org", consent);
      const found = await store.findByEmail("Erika@Example.org");
      expect(found.contactRequests).toHaveLength(2);
      expect(found.signups).toHaveLength(1);
      expect(await store.forget("erika@example.org")).toEqual({
        contactRequests: 2,
        signups: 1,
      });
      expect((await store.contacts()).map((row) => row.name)).toEqual(["Max"]);
      expect(await store.queuedMails()).toMatchObject([
        { kind: "contact-notice" },
      ]);
    });
  });

  describe("retention, enforced by the server", () => {
    it("deletes on start and then daily, each record after its own period", async () => {
      await store.addContact(contact("Alt"));
      await store.subscribe("unbestaetigt@example.org", consent);
      await store.subscribe("bestaetigt@example.org", consent);
      const confirmed = (await store.signups()).find(
        (row) => row.email === "bestaetigt@example.org",
      )!;
      await store.confirm(confirmed.token);

      const log: string[] = [];
      const job = scheduleRetention(store, { log: (line) => log.push(line) });
      expect(await job.first).toEqual({
        contactRequests: 0,
        pendingSignups: 0,
        confirmedSignups: 0,
      });

      // One day after the pending period: the unconfirmed sign-up goes.
      await vi.advanceTimersByTimeAsync(
        (retention.pendingSignupDays + 1) * DAY,
      );
      await job.latest();
      expect((await store.signups()).map((row) => row.email)).toEqual([
        "bestaetigt@example.org",
      ]);
      expect(await store.contacts()).toHaveLength(1);

      // After the contact period: the contact request and its queued notice go.
      await vi.advanceTimersByTimeAsync(
        (retention.contactRequestDays - retention.pendingSignupDays) * DAY,
      );
      await job.latest();
      expect(await store.contacts()).toEqual([]);
      expect(
        (await store.queuedMails()).filter(
          (mail) => mail.kind === "contact-notice",
        ),
      ).toEqual([]);
      expect(await store.signups()).toHaveLength(1);

      // The confirmed sign-up stays until its own end.
      await vi.advanceTimersByTimeAsync(
        (retention.confirmedSignupDays - retention.contactRequestDays) * DAY,
      );
      await job.latest();
      expect(await store.signups()).toEqual([]);
      job.stop();
      expect(log.join("\n")).toMatch(/deleted 1 contact requests/);
    });
  });

  describe("the shared rate limit", () => {
    it("counts per key within the window, and starts again after it", async () => {
      expect(await store.countRequest("a", 60_000)).toEqual({
        current: 1,
        ttl: 60_000,
      });
      vi.setSystemTime(start.getTime() + 10_000);
      expect(await store.countRequest("a", 60_000)).toEqual({
        current: 2,
        ttl: 50_000,
      });
      expect((await store.countRequest("b", 60_000)).current).toBe(1);
      vi.setSystemTime(start.getTime() + 60_000);
      expect((await store.countRequest("a", 60_000)).current).toBe(1);
    });
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deliverySettings } from "./config.ts";

describe("MAIL_RETRY_MS", () => {
  it("is a minute unless set, and stops the start when it is no duration", () => {
    expect(deliverySettings({}).mailRetryMs).toBe(60_000);
    expect(deliverySettings({ MAIL_RETRY_MS: "100" }).mailRetryMs).toBe(100);
    for (const wrong of ["0", "-5", "eine Minute"]) {
      expect(() => deliverySettings({ MAIL_RETRY_MS: wrong })).toThrow(
        `MAIL_RETRY_MS must be a number of milliseconds above 0, not "${wrong}".`,
      );
    }
  });
});

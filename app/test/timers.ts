import { afterEach, beforeEach, vi } from "vitest";

/** Margin for React to render the toast after the submission settles. */
export const TOAST_FRAME_MS = 50;

/**
 * Fake timers for every test of the calling suite, and a spy on fetch so a
 * test can prove that nothing went over the network.
 */
export function useFakeTimersWithoutNetwork() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, "fetch");
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deadTapOf } from "./dead-tap.ts";

const tap = (touched: number, handled: number) => ({ touched, handled });

describe("the dead-tap window of one load", () => {
  it("takes one tap interval off when the thumb tapped on time", () => {
    const run = deadTapOf({
      visibleAt: 500,
      taps: [tap(430, 440), tap(455, 470), tap(480, 520), tap(505, 548)],
      openedAt: 550,
    });
    // 50 ms from the frame to the menu, less 25 ms; the tap touched at 480
    // was handled after the frame and hit nothing.
    expect(run).toEqual({
      deadTapMs: 25,
      visibleAtMs: 500,
      openedAtMs: 550,
      deadTaps: 1,
      thumbPauseMs: 0,
    });
  });

  it("counts taps that waited on the page behind a long task as dead", () => {
    const run = deadTapOf({
      visibleAt: 500,
      taps: [tap(400, 560), tap(425, 575), tap(450, 590)],
      openedAt: 592,
    });
    expect(run.deadTapMs).toBe(67);
    expect(run.deadTaps).toBe(2);
    expect(run.thumbPauseMs).toBe(0);
  });

  it("takes off the thumb's own pause where the measuring machine held it up", () => {
    const run = deadTapOf({
      visibleAt: 500,
      taps: [tap(470, 480), tap(620, 626)],
      openedAt: 630,
    });
    // The page answered 10 ms after the tap reached the browser.
    expect(run.deadTapMs).toBe(10);
    expect(run.thumbPauseMs).toBe(95);
  });

  it("is 0 when the menu opened in the frame that showed the button", () => {
    const run = deadTapOf({
      visibleAt: 480,
      taps: [tap(470, 479)],
      openedAt: 480,
    });
    expect(run.deadTapMs).toBe(0);
    expect(run.deadTaps).toBe(0);
    expect(run.thumbPauseMs).toBe(0);
  });
});

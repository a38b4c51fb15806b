// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deadTapOf, median } from "./dead-tap.ts";

const tap = (touched: number, handled: number) => ({ touched, handled });

/** The thumb's taps every 25 ms from `first` through `last` (page clock). */
const tapsMade = (first: number, last: number) =>
  Array.from(
    { length: Math.floor((last - first) / 25) + 1 },
    (_, i) => first + i * 25,
  );

describe("one load of the page", () => {
  it("takes one tap interval off the window when the thumb tapped on time", () => {
    const run = deadTapOf({
      visibleAt: 500,
      presentedAt: 500,
      taps: [tap(430, 440), tap(455, 470), tap(480, 520), tap(505, 548)],
      openedAt: 550,
      sent: tapsMade(430, 530),
    });
    // 50 ms from the frame to the menu, less 25 ms. The tap made at 480
    // waited on the page and hit nothing, but the button was not painted yet
    // when the thumb made it: not lost.
    expect(run).toEqual({
      menuOpenAtMs: 550,
      deadTapMs: 25,
      deadTapFromFrameStartMs: 25,
      visibleAtMs: 500,
      presentedAtMs: 500,
      lostTaps: 0,
      thumbPauseMs: 0,
    });
  });

  it("loses no tap when taps wait on the page behind a long task", () => {
    const run = deadTapOf({
      visibleAt: 500,
      presentedAt: 500,
      taps: [tap(400, 560), tap(425, 575), tap(450, 590)],
      openedAt: 592,
      sent: tapsMade(400, 575),
    });
    expect(run.deadTapMs).toBe(67);
    expect(run.menuOpenAtMs).toBe(592);
    expect(run.lostTaps).toBe(0);
    expect(run.thumbPauseMs).toBe(0);
  });

  it("takes off the thumb's own pause where the measuring machine held it up", () => {
    const run = deadTapOf({
      visibleAt: 500,
      presentedAt: 500,
      taps: [tap(470, 480), tap(620, 626)],
      openedAt: 630,
      sent: [470, 620],
    });
    // The page answered 10 ms after the tap was made.
    expect(run.deadTapMs).toBe(10);
    expect(run.thumbPauseMs).toBe(95);
    expect(run.lostTaps).toBe(0);
  });

  it("is 0 when the menu opened in the frame that showed the button", () => {
    const run = deadTapOf({
      visibleAt: 480,
      presentedAt: 480,
      taps: [tap(470, 479)],
      openedAt: 480,
      sent: [445, 470],
    });
    expect(run.deadTapMs).toBe(0);
    expect(run.lostTaps).toBe(0);
    expect(run.thumbPauseMs).toBe(0);
  });

  it("counts as lost every tap made on the painted button before the one that opened the menu", () => {
    // Painted at 500; the taps made at 505 and 530 reached something else,
    // the one at 555 made no click at all, the one at 580 opened the menu.
    const run = deadTapOf({
      visibleAt: 500,
      presentedAt: 500,
      taps: [tap(480, 490), tap(505, 512), tap(530, 537), tap(580, 590)],
      openedAt: 591,
      sent: tapsMade(480, 630),
    });
    expect(run.lostTaps).toBe(3);
    expect(run.menuOpenAtMs).toBe(591);
  });

  it("tells the opening tap by its time even when the two clocks differ a little", () => {
    const run = deadTapOf({
      visibleAt: 500,
      presentedAt: 500,
      taps: [tap(505.1, 512), tap(530.2, 540)],
      openedAt: 541,
      sent: [504.9, 530, 555],
    });
    expect(run.lostTaps).toBe(1);
  });
});

describe("the frame's presentation", () => {
  it("starts the window when the frame that shows the button reached the screen", () => {
    // The frame started at 500 and was on the screen at 560; the thumb's
    // tap made at 580 opened the menu at 610.
    const run = deadTapOf({
      visibleAt: 500,
      presentedAt: 560,
      taps: [
        tap(480, 565),
        tap(505, 570),
        tap(530, 575),
        tap(555, 578),
        tap(580, 608),
      ],
      openedAt: 610,
      sent: tapsMade(480, 600),
    });
    // 50 ms from the screen to the menu and 110 from the frame's start,
    // each less one tap interval: taps made earlier were waiting on the page.
    expect(run.deadTapMs).toBe(25);
    expect(run.deadTapFromFrameStartMs).toBe(85);
    expect(run.presentedAtMs).toBe(560);
    // Lost taps count from the frame's start: the taps made at 505, 530 and
    // 555 reached the page before its menu answered and came to nothing.
    expect(run.lostTaps).toBe(3);
  });

  it("takes off the thumb's pause after the screen, not after the frame's start", () => {
    // The machine held the thumb up from 470 to 580: its next tap came 50 ms
    // after the frame reached the screen and 80 ms after the frame started.
    const run = deadTapOf({
      visibleAt: 500,
      presentedAt: 530,
      taps: [tap(470, 480), tap(580, 590)],
      openedAt: 592,
      sent: [470, 580],
    });
    // Either way the page answered 12 ms after the tap was made.
    expect(run.deadTapMs).toBe(12);
    expect(run.deadTapFromFrameStartMs).toBe(12);
    expect(run.thumbPauseMs).toBe(25);
    expect(run.lostTaps).toBe(0);
  });

  it("is 0 when the menu opened before its frame reached the screen", () => {
    const run = deadTapOf({
      visibleAt: 500,
      presentedAt: 590,
      taps: [tap(505, 540)],
      openedAt: 541,
      sent: [480, 505, 530],
    });
    expect(run.deadTapMs).toBe(0);
    expect(run.presentedAtMs).toBe(541);
    expect(run.deadTapFromFrameStartMs).toBe(16);
    expect(run.lostTaps).toBe(0);
  });
});

describe("the median", () => {
  it("is the middle load of an odd number", () => {
    expect(median([620, 480, 555, 700, 510])).toBe(555);
  });

  it("is the mean of the two middle pages of an even number", () => {
    expect(median([500, 560, 480, 540, 600, 520, 590, 610])).toBe(550);
  });
});

import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { SEND_DELAY_MS } from "~/content/constants";

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

/**
 * Clicks a form's submit button and follows the spec's sending state on the
 * fake clock: "Wird gesendet..." and disabled for exactly SEND_DELAY_MS, then
 * the button back with its own label and the success toast's title and text.
 */
export async function submitAndExpectSuccess(
  button: HTMLElement,
  toast: { title: string; text: string },
) {
  const label = button.textContent ?? "";
  await act(async () => {
    fireEvent.click(button);
  });
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent("Wird gesendet...");

  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS - 1);
  });
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent("Wird gesendet...");
  expect(screen.queryByText(toast.title)).not.toBeInTheDocument();

  // React renders the toast once the submission settles.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1 + TOAST_FRAME_MS);
  });
  expect(button).toBeEnabled();
  expect(button).toHaveTextContent(label);
  expect(screen.getByText(toast.title)).toBeInTheDocument();
  expect(screen.getByText(toast.text)).toBeInTheDocument();
}

import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FormToaster, TOAST_DURATION_MS, showToast } from "./toast";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("form messages", () => {
  it("are announced politely on success and at once on errors", () => {
    render(<FormToaster />);
    act(() => showToast("success", "Nachricht gesendet!", "Danke."));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Nachricht gesendet!Danke.",
    );
    act(() => showToast("error", "Nicht gesendet", "Bitte erneut."));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Nicht gesendetBitte erneut.",
    );
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("close after six seconds, but not while the pointer is on them", () => {
    render(<FormToaster />);
    act(() => showToast("success", "Erfolgreich angemeldet!", "Danke."));
    const message = screen.getByText("Erfolgreich angemeldet!");
    fireEvent.pointerEnter(message.parentElement!.parentElement!);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText("Erfolgreich angemeldet!")).toBeInTheDocument();
    fireEvent.pointerLeave(message.parentElement!.parentElement!);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText("Erfolgreich angemeldet!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(
      screen.queryByText("Erfolgreich angemeldet!"),
    ).not.toBeInTheDocument();
  });

  it("close with their German close button", () => {
    render(<FormToaster />);
    act(() => showToast("success", "Nachricht gesendet!", "Danke."));
    fireEvent.click(screen.getByRole("button", { name: "Meldung schließen" }));
    expect(screen.queryByText("Nachricht gesendet!")).not.toBeInTheDocument();
  });
});

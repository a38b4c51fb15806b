import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SEND_DELAY_MS } from "~/content/constants";
import {
  TOAST_FRAME_MS,
  submitAndExpectSuccess,
  useFakeTimersWithoutNetwork,
} from "~/test/timers";
import { SignupForm } from "./signup-form";

describe("SignupForm", () => {
  useFakeTimersWithoutNetwork();

  it("asks for a required e-mail address", () => {
    render(<SignupForm />);
    const email = screen.getByLabelText("E-Mail-Adresse");
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
  });

  it("does nothing when submitted empty: no sending state, no toast", async () => {
    render(<SignupForm />);
    const button = screen.getByRole("button", { name: "Anmelden" });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent("Anmelden");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEND_DELAY_MS + TOAST_FRAME_MS);
    });
    expect(
      screen.queryByText("Erfolgreich angemeldet!"),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText("E-Mail-Adresse")).toBeInvalid();
  });

  it("sends for one second, then clears the field and confirms with the spec's toast", async () => {
    render(<SignupForm />);
    const email = screen.getByLabelText("E-Mail-Adresse");
    fireEvent.change(email, { target: { value: "meister@example.org" } });
    await submitAndExpectSuccess(
      screen.getByRole("button", { name: "Anmelden" }),
      {
        title: "Erfolgreich angemeldet!",
        text: "Sie erhalten exklusive Updates über den Start unserer Terminplattform.",
      },
    );
    expect(email).toHaveValue("");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("announces toasts in a region with a German name", () => {
    render(<SignupForm />);
    expect(
      screen.getByRole("region", { name: "Benachrichtigungen" }),
    ).toBeInTheDocument();
  });
});

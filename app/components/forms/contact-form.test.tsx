import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { MESSAGE_ROWS, SEND_DELAY_MS } from "~/content/constants";
import { contactRequests } from "~/content/contact";
import {
  TOAST_FRAME_MS,
  submitAndExpectSuccess,
  useFakeTimersWithoutNetwork,
} from "~/test/timers";
import { ContactForm } from "./contact-form";

/** Renders the form as the page at `path` would: the island reads the address bar. */
function renderAt(path = "/kontakt") {
  window.history.replaceState(null, "", path);
  return render(<ContactForm />);
}

const fields = () => ({
  name: screen.getByLabelText(/^Name/),
  email: screen.getByLabelText(/^E-Mail/),
  company: screen.getByLabelText(/^Unternehmen/),
  message: screen.getByLabelText(/^Nachricht/),
});

function fillIn() {
  const { name, email, company, message } = fields();
  fireEvent.change(name, { target: { value: "Erika Musterfrau" } });
  fireEvent.change(email, { target: { value: "erika@example.org" } });
  fireEvent.change(company, { target: { value: "Musterbetrieb" } });
  fireEvent.change(message, { target: { value: "Bitte rufen Sie mich an." } });
}

describe("ContactForm", () => {
  useFakeTimersWithoutNetwork();

  it("marks name, e-mail and message required, company optional, with an e-mail field and a 6-row message box", () => {
    renderAt();
    const { name, email, company, message } = fields();
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(message).toBeRequired();
    expect(company).not.toBeRequired();
    expect(message).toHaveAttribute("rows", String(MESSAGE_ROWS));
    expect(MESSAGE_ROWS).toBe(6);
  });

  it("shows the sending state for exactly one second, then clears the form and shows the toast", async () => {
    renderAt();
    fillIn();
    await submitAndExpectSuccess(
      screen.getByRole("button", { name: "Nachricht senden" }),
      {
        title: "Nachricht gesendet!",
        text: "Vielen Dank für Ihre Anfrage. Wir melden uns schnellstmöglich bei Ihnen.",
      },
    );
    for (const field of Object.values(fields())) expect(field).toHaveValue("");
    expect(SEND_DELAY_MS).toBe(1000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("does not send while a required field is empty", async () => {
    renderAt();
    fireEvent.change(fields().email, {
      target: { value: "erika@example.org" },
    });
    const button = screen.getByRole("button", { name: "Nachricht senden" });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent("Nachricht senden");
    expect(fields().name).toBeInvalid();
    expect(fields().email).toHaveValue("erika@example.org");
  });

  it("does not send with an invalid e-mail address", async () => {
    renderAt();
    fillIn();
    fireEvent.change(fields().email, { target: { value: "keine-adresse" } });
    const button = screen.getByRole("button", { name: "Nachricht senden" });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toHaveTextContent("Nachricht senden");
    expect(fields().email).toBeInvalid();
  });

  it("starts with the message a link named (?anliegen=…), and with an empty one otherwise", () => {
    const { unmount } = renderAt("/kontakt?anliegen=demo");
    expect(fields().message).toHaveValue(
      "Ich möchte eine Demo der Termin-API vereinbaren.",
    );
    expect(fields().name).toHaveValue("");
    unmount();

    renderAt("/kontakt?anliegen=api-dokumentation");
    expect(fields().message).toHaveValue(
      "Bitte senden Sie mir die Dokumentation der Termin-API.",
    );
  });

  it("never overwrites a message the visitor typed before the form came to life", async () => {
    // The prerendered form, typed into before React hydrates it.
    window.history.replaceState(null, "", "/kontakt?anliegen=demo");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    const box = container.querySelector("textarea")!;
    box.value = "Meine eigene Frage";
    await act(async () => {
      hydrateRoot(container, <ContactForm />);
    });
    expect(fields().message).toHaveValue("Meine eigene Frage");
    container.remove();
  });

  it("prefills nothing for an unknown request", () => {
    renderAt("/kontakt?anliegen=gewinnspiel");
    expect(fields().message).toHaveValue("");
  });

  it("clears the prefilled message with the rest of the form after sending; the toast closes with a German label", async () => {
    renderAt("/kontakt?anliegen=demo");
    fireEvent.change(fields().name, { target: { value: "Erika Musterfrau" } });
    fireEvent.change(fields().email, {
      target: { value: "erika@example.org" },
    });
    expect(fields().message).toHaveValue(contactRequests.demo);
    const button = screen.getByRole("button", { name: "Nachricht senden" });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button).toHaveTextContent("Wird gesendet...");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEND_DELAY_MS + TOAST_FRAME_MS);
    });
    expect(
      screen.getByRole("button", { name: "Nachricht senden" }),
    ).toBeEnabled();
    expect(fields().message).toHaveValue("");
    // The toast's close button speaks German too.
    expect(
      screen.getAllByRole("button", { name: "Meldung schließen" }).length,
    ).toBeGreaterThan(0);
    expect(
      screen.queryByRole("button", { name: "Close toast" }),
    ).not.toBeInTheDocument();
  });
});

import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "~/test/render";
import NotFoundPage from "./not-found";

describe("NotFoundPage", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("shows 404, the spec's text and a link back to the home page", () => {
    renderWithRouter(<NotFoundPage />, { path: "/gibt-es-nicht" });
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Zurück zur Startseite" }),
    ).toHaveAttribute("href", "/");
  });

  it("carries one inline script that logs the unknown path of the page it is served at", () => {
    const { container } = renderWithRouter(<NotFoundPage />);
    const scripts = container.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    // The prerendered page is served for any unknown path: the script reads it from the address bar.
    window.history.replaceState(null, "", "/gibt-es-nicht");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    new Function(scripts[0]!.textContent ?? "")();
    expect(error).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/gibt-es-nicht",
    );
  });
});

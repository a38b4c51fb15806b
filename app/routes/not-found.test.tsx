import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "~/test/render";
import NotFoundPage from "./not-found";

describe("NotFoundPage", () => {
  it("shows 404, the spec's text and a link back to the home page", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithRouter(<NotFoundPage />, { path: "/gibt-es-nicht" });
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Zurück zur Startseite" }),
    ).toHaveAttribute("href", "/");
  });

  it("logs the unknown path to the console", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithRouter(<NotFoundPage />, { path: "/gibt-es-nicht" });
    expect(error).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/gibt-es-nicht",
    );
  });
});

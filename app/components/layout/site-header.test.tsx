import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "~/test/render";
import { SiteHeader } from "./site-header";

/*
 * The menus are native popovers: the browser opens and closes them, which
 * jsdom does not implement. Their behaviour (open, Escape, outside click,
 * announced state, focus) is proven in real browsers: tests/e2e/navigation.spec.ts
 * (Chromium) and tests/e2e/firefox.spec.ts (Firefox). Here: what the
 * prerendered markup promises.
 */

/** The panel a menu button opens, found as the browser finds it: via popovertarget. */
const panelOf = (button: HTMLElement) => {
  const panel = document.getElementById(
    button.getAttribute("popovertarget") ?? "",
  );
  if (!panel) throw new Error("The button opens no panel");
  return panel;
};

describe("SiteHeader", () => {
  it("links Startseite, the three products, Über Uns, Kontakt and Jetzt starten", () => {
    renderWithRouter(<SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "Hauptnavigation" });
    const links = within(nav).getAllByRole("link", { hidden: true });
    expect(
      links.map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(
      (
        [
          ["Startseite", "/"],
          ["Kehrtour", "/produkte/kehrtour"],
          ["Termin-API", "/produkte/api"],
          ["Terminplattform", "/produkte/coming-soon"],
          ["Über Uns", "/ueber-uns"],
          ["Kontakt", "/kontakt"],
          ["Jetzt starten", "/kontakt"],
        ] as const
      ).map(([text, href]) => [expect.stringContaining(text), href]),
    );
  });

  it("opens the three products from the Produkte button, as a popover the browser runs", () => {
    renderWithRouter(<SiteHeader />);
    const button = screen.getByRole("button", { name: "Produkte" });
    const panel = panelOf(button);
    expect(panel).toHaveAttribute("popover", "auto");
    expect(button).toHaveAttribute("aria-controls", panel.id);
    expect(
      within(panel)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/produkte/kehrtour", "/produkte/api", "/produkte/coming-soon"]);
  });

  it("opens the mobile navigation from the Menü button, as a popover the browser runs", () => {
    renderWithRouter(<SiteHeader />);
    const panel = panelOf(screen.getByRole("button", { name: "Menü" }));
    expect(panel).toHaveAttribute("popover", "auto");
    // Named navigation landmark (jsdom computes no name for a closed popover).
    expect(panel.tagName).toBe("NAV");
    expect(panel).toHaveAttribute("aria-label", "Mobile Navigation");
    expect(
      within(panel)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.textContent),
    ).toEqual([
      "Startseite",
      "Kehrtour",
      "Termin-API",
      "Terminplattform",
      "Über Uns",
      "Kontakt",
      "Jetzt starten",
    ]);
  });

  it("marks the current page in both menus", () => {
    renderWithRouter(<SiteHeader />, { path: "/produkte/api" });
    const current = screen
      .getAllByRole("link", { hidden: true, current: "page" })
      .map((link) => link.textContent);
    expect(current).toEqual([
      expect.stringContaining("Termin-API"),
      "Termin-API",
    ]);
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "~/test/render";
import { SiteHeader } from "./site-header";

const menuButton = () => screen.getByRole("button", { name: "Menü" });
const productsButton = () => screen.getByRole("button", { name: "Produkte" });
/** The panel a disclosure button controls, found as a visitor's tools would: via aria-controls. */
const panelOf = (button: HTMLElement) => {
  const panel = document.getElementById(
    button.getAttribute("aria-controls") ?? "",
  );
  if (!panel) throw new Error("The button controls no panel");
  return panel;
};
const mobileNav = () => panelOf(menuButton());

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

  describe("Produkte menu", () => {
    it("opens on click and lists the three product pages", async () => {
      const user = userEvent.setup();
      renderWithRouter(<SiteHeader />);
      expect(productsButton()).toHaveAttribute("aria-expanded", "false");
      await user.click(productsButton());
      expect(productsButton()).toHaveAttribute("aria-expanded", "true");
      const panel = panelOf(productsButton());
      expect(panel).toBeVisible();
      expect(within(panel).getAllByRole("link")).toHaveLength(3);
    });

    it("closes on Escape and returns focus to its button", async () => {
      const user = userEvent.setup();
      renderWithRouter(<SiteHeader />);
      await user.click(productsButton());
      await user.tab();
      await user.keyboard("{Escape}");
      expect(productsButton()).toHaveAttribute("aria-expanded", "false");
      expect(productsButton()).toHaveFocus();
    });

    it("closes when a product is chosen and navigates there", async () => {
      const user = userEvent.setup();
      const { router } = renderWithRouter(<SiteHeader />);
      await user.click(productsButton());
      const panel = panelOf(productsButton());
      await user.click(within(panel).getByRole("link", { name: /Termin-API/ }));
      expect(router.state.location.pathname).toBe("/produkte/api");
      expect(productsButton()).toHaveAttribute("aria-expanded", "false");
      expect(panel).not.toBeVisible();
    });

    it("closes on a click outside", async () => {
      const user = userEvent.setup();
      renderWithRouter(<SiteHeader />);
      await user.click(productsButton());
      await user.click(screen.getByRole("heading", { level: 1 }));
      expect(productsButton()).toHaveAttribute("aria-expanded", "false");
    });
  });

  describe("mobile menu", () => {
    it("is closed at first and tells its state", () => {
      renderWithRouter(<SiteHeader />);
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(mobileNav()).not.toBeVisible();
    });

    it("opens and closes with its button", async () => {
      const user = userEvent.setup();
      renderWithRouter(<SiteHeader />);
      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute("aria-expanded", "true");
      expect(mobileNav()).toBeVisible();
      expect(mobileNav()).toHaveAccessibleName("Mobile Navigation");
      await user.click(menuButton());
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(mobileNav()).not.toBeVisible();
    });

    it.each([
      ["Über Uns", "/ueber-uns"],
      ["Kehrtour", "/produkte/kehrtour"],
      ["Jetzt starten", "/kontakt"],
    ])("closes when the link %s is chosen", async (name, path) => {
      const user = userEvent.setup();
      const { router } = renderWithRouter(<SiteHeader />);
      await user.click(menuButton());
      await user.click(within(mobileNav()).getByRole("link", { name }));
      expect(router.state.location.pathname).toBe(path);
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(mobileNav()).not.toBeVisible();
    });

    it("closes when the link to the current page is chosen", async () => {
      const user = userEvent.setup();
      renderWithRouter(<SiteHeader />, { path: "/kontakt" });
      await user.click(menuButton());
      await user.click(
        within(mobileNav()).getByRole("link", { name: "Kontakt" }),
      );
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    });

    it("closes on Escape and returns focus to the toggle", async () => {
      const user = userEvent.setup();
      renderWithRouter(<SiteHeader />);
      await user.click(menuButton());
      await user.tab();
      expect(
        within(mobileNav()).getByRole("link", { name: "Startseite" }),
      ).toHaveFocus();
      await user.keyboard("{Escape}");
      expect(menuButton()).toHaveAttribute("aria-expanded", "false");
      expect(menuButton()).toHaveFocus();
    });
  });
});

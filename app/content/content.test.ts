import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  COPYRIGHT_YEAR,
  LEGAL_NOTICE_DATE,
  MESSAGE_ROWS,
  SEND_DELAY_MS,
} from "./constants.ts";
import { contactForm, sendingLabel, signupForm } from "./forms.ts";
import { privacy } from "./legal/privacy.ts";
import { footer } from "./navigation.ts";
import { notFound } from "./not-found.ts";
import { pages } from "./pages.ts";
import { site, withSourceTag } from "./site.ts";

describe("the page list", () => {
  it("names each path once and points to an existing route module", () => {
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    for (const page of pages) {
      expect(existsSync(path.resolve("app", page.file)), page.file).toBe(true);
    }
  });

  it.each(pages)(
    "gives $path a title of at most 60 characters and a unique description of 50–160",
    (page) => {
      expect(`${page.title} – ${site.brand}`.length).toBeLessThanOrEqual(60);
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(
        pages.filter((other) => other.description === page.description),
      ).toHaveLength(1);
    },
  );
});

describe("the specification's strings and constants", () => {
  it("keeps the messages verbatim", () => {
    expect(sendingLabel).toBe("Wird gesendet...");
    expect(contactForm.success).toEqual({
      title: "Nachricht gesendet!",
      text: "Vielen Dank für Ihre Anfrage. Wir melden uns schnellstmöglich bei Ihnen.",
    });
    expect(signupForm.success).toEqual({
      title: "Erfolgreich angemeldet!",
      text: "Sie erhalten exklusive Updates über den Start unserer Terminplattform.",
    });
    expect(notFound.heading).toBe("Oops! Page not found");
  });

  it("keeps the constants", () => {
    expect(SEND_DELAY_MS).toBe(1000);
    expect(MESSAGE_ROWS).toBe(6);
    expect(COPYRIGHT_YEAR).toBe(2025);
    expect(LEGAL_NOTICE_DATE).toBe("27.08.2025");
    expect(footer.copyright).toMatch(/^© 2025 /);
  });

  it("has the privacy statement's twelve sections in the agreed order", () => {
    expect(privacy.sections.map((section) => section.heading)).toEqual([
      "Begriffsbestimmungen",
      "Verantwortlicher",
      "Cookies",
      "Server-Logfiles",
      "Registrierung für Updates",
      "Kontaktformular",
      "Routinemäßige Löschung und Sperrung",
      "Rechte der betroffenen Person",
      "Rechtsgrundlagen der Verarbeitung",
      "Speicherdauer",
      "Pflicht zur Bereitstellung der Daten",
      "Keine automatisierte Entscheidungsfindung",
    ]);
  });
});

describe("withSourceTag", () => {
  it("tags an external link with this site's host as utm_source", () => {
    const tagged = new URL(withSourceTag("https://www.kehrtour.de/preise?x=1"));
    expect(tagged.searchParams.get("utm_source")).toBe("www.zunftwerk.example");
    expect(tagged.searchParams.get("x")).toBe("1");
    expect(tagged.pathname).toBe("/preise");
  });
});

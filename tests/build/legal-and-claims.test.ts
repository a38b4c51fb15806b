// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { paragraphsOf } from "../support/legal-text.ts";
import { company } from "~/content/company";
import { claimFigures, retention, spamLimits } from "~/content/constants";
import { ODR_URL } from "~/content/legal/imprint";
import { privacy, privacyWithDelivery } from "~/content/legal/privacy";
import { pages } from "~/content/pages";
import {
  assertBuilt,
  clientDir,
  deliveryClientDir,
  htmlFileOf,
  parseHtml,
} from "./build-output";

beforeAll(assertBuilt);

const builds = [
  { name: "the default build", dir: clientDir, delivery: false },
  { name: "the delivery build", dir: deliveryClientDir, delivery: true },
] as const;

/** The visible text of a page's main content, as a reader gets it. */
const mainText = (dir: string, pagePath: string) =>
  parseHtml(htmlFileOf(pagePath, dir)).querySelector("main")?.textContent ?? "";

describe.each(builds)("the Impressum of $name", ({ dir }) => {
  it("says the EU platform was shut down, links to it, and never says it is provided", () => {
    const doc = parseHtml(htmlFileOf("/impressum", dir));
    const text = doc.querySelector("main")?.textContent ?? "";
    expect(text).not.toMatch(/stellt[^.]*bereit/);
    expect(text).toMatch(
      /Plattform zur Online-Streitbeilegung \(OS-Plattform\), die unter .* erreichbar war, am 20\.07\.2025 eingestellt\./,
    );
    const link = doc.querySelector(`main a[href="${ODR_URL}"]`);
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(text).toContain(
      "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
    );
    expect(text).toContain("Stand: 27.08.2025");
  });

  it("names the managing directors as authorised to represent, and keeps numbers unbroken", () => {
    const doc = parseHtml(htmlFileOf("/impressum", dir));
    const heading = [...doc.querySelectorAll("main h2")].find(
      (h2) => h2.textContent === "Vertretungsberechtigte Geschäftsführer",
    );
    expect(heading?.parentElement?.textContent).toContain(
      "Max Mustermann, Erika Musterfrau",
    );
    const text = doc.querySelector("main")?.textContent ?? "";
    expect(text).toContain("Telefon: +49\u00a0123\u00a0456789-0");
    expect(text).toContain("Registernummer: HRB\u00a012345");
  });
});

describe.each(builds)("the privacy statement of $name", ({ dir, delivery }) => {
  const doc = () => parseHtml(htmlFileOf("/datenschutz", dir));
  const statement = delivery ? privacyWithDelivery : privacy;
  const other = delivery ? privacy : privacyWithDelivery;

  it("has the twelve numbered sections with their anchors", () => {
    const sections = [...doc().querySelectorAll("main section[id]")].filter(
      (section) => !section.id.endsWith("-hinweis"),
    );
    expect(sections.map((section) => section.id)).toEqual([
      "begriffsbestimmungen",
      "verantwortlicher",
      "cookies",
      "server-logfiles",
      "registrierung",
      "kontaktformular",
      "loeschung-und-sperrung",
      "rechte",
      "rechtsgrundlagen",
      "speicherdauer",
      "pflicht-zur-bereitstellung",
      "keine-automatisierte-entscheidung",
    ]);
    expect(sections[4]?.querySelector("h2")?.textContent).toBe(
      "5. Anmeldung für Updates",
    );
  });

  it("shows the paragraphs of its own build and none that only the other build's statement has", () => {
    const text = mainText(dir, "/datenschutz");
    const own = paragraphsOf(statement);
    // Paragraphs of the other build that are not part of one of this build's.
    const foreign = paragraphsOf(other).filter(
      (paragraph) => !own.some((mine) => mine.includes(paragraph)),
    );
    expect(foreign.length).toBeGreaterThan(3);
    for (const paragraph of own) expect(text).toContain(paragraph);
    for (const paragraph of foreign) expect(text).not.toContain(paragraph);
  });

  it("states the storage, the mail notices, the rate limit and the double opt-in exactly when it delivers", () => {
    const text = mainText(dir, "/datenschutz");
    for (const processing of [
      /mit dem Zeitpunkt des Eingangs in einer Datenbank/,
      /per E-Mail an das Postfach unseres Unternehmens weitergeleitet/,
      /auf der Seite zur Bestätigung Ihrer Anmeldung die Schaltfläche drücken, zählt unser Server/,
      /Ihre IP-Adresse selbst behält er nicht und schreibt sie weder in die Logdatei noch in die Datenbank/,
      /Nach Ablauf der Minute löscht er den Prüfwert/,
      /Nutzen wir für die Formulare eine PostgreSQL-Datenbank/,
      /Double-Opt-in-Verfahren/,
      /Link zum Abmelden/,
    ])
      expect(processing.test(text), String(processing)).toBe(delivery);
    expect(/überträgt (es|dieses Formular) keine Daten/.test(text)).toBe(
      !delivery,
    );
  });

  it("gives only periods from the retention module and the spam limits, and all of those that apply", () => {
    const text = mainText(dir, "/datenschutz");
    const stated = new Set(
      [...text.matchAll(/(\d+)\s?Tage/g)].map(([, days]) => Number(days)),
    );
    const expected = delivery
      ? [...Object.values(retention), spamLimits.formTimeDays]
      : [retention.serverLogDays, retention.contactRequestDays];
    expect(stated).toEqual(new Set(expected));
  });

  it("states the contact form's spam defence and that a person decides on each held-back enquiry exactly when it delivers", () => {
    const text = mainText(dir, "/datenschutz");
    for (const sentence of [
      `weniger als ${spamLimits.minFillSeconds}\u00a0Sekunden nach der Anzeige abgesendet`,
      "Dafür nutzen wir die Software ALTCHA auf unserem eigenen Server, ohne Dienst eines Drittanbieters und ohne Cookie.",
      `die ersten ${spamLimits.enquiriesPerClientDay}\u00a0Anfragen in ${spamLimits.clientWindowHours}\u00a0Stunden wie gewohnt`,
      `den Prüfwert löscht er ${spamLimits.clientWindowHours}\u00a0Stunden nach Ihrer ersten Anfrage`,
      `als wir Benachrichtigungen zulassen (voreingestellt: ${spamLimits.noticesPerHour})`,
      `Eine zurückgehaltene Anfrage speichert der Server wie jede andere und löscht sie nach derselben Frist, spätestens ${retention.contactRequestDays}\u00a0Tage nach Eingang.`,
      "Eine Person in unserem Unternehmen sieht sich jede zurückgehaltene Anfrage an",
    ])
      expect(text.includes(sentence), sentence).toBe(delivery);
    expect(/ALTCHA|zurückgehalten/.test(text)).toBe(delivery);
    const art22 = doc().querySelector("#keine-automatisierte-entscheidung");
    expect(art22?.textContent).toContain(
      "Wir verzichten auf eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art.\u00a022 DSGVO.",
    );
    expect(
      art22?.textContent?.includes(
        "Die Prüfungen zum Schutz vor unerwünschter Werbung beim Kontaktformular (Abschnitt\u00a06) verzögern nur die Benachrichtigung über eine Anfrage oder versehen sie mit einem Vermerk für unseren Spamfilter; über jede zurückgehaltene Anfrage entscheidet ein Mensch, und auch vermerkte Anfragen lesen wir.",
      ),
    ).toBe(delivery);
    expect(art22?.querySelector('a[href="#kontaktformular"]') !== null).toBe(
      delivery,
    );
  });

  it("names the hosting provider under server logs, with its processing agreement", () => {
    const logs = doc().querySelector("#server-logfiles")?.textContent ?? "";
    expect(logs).toContain(company.hosting.name);
    expect(logs).toContain("Auftragsverarbeitung nach Art.\u00a028 DSGVO");
    expect(logs).toContain(
      "Eine Übermittlung in Drittländer findet nicht statt.",
    );
    expect(doc().querySelector("#cookies")?.textContent).not.toMatch(
      /Hosting|Auftrag/,
    );
  });

  it("says what the access log holds, that the IP address is never stored, and when the log is deleted", () => {
    const section = doc().querySelector("#server-logfiles");
    const items = [...(section?.querySelectorAll("li") ?? [])].map(
      (li) => li.textContent ?? "",
    );
    expect(items).toHaveLength(delivery ? 8 : 7);
    expect(items[0]).toBe("Datum und Uhrzeit des Abrufs");
    expect(items[1]).toMatch(
      /^einen Prüfwert, der an die Stelle Ihrer IP-Adresse tritt und sich täglich ändert/,
    );
    expect(items[2]).toBe("die Anfragemethode (etwa GET oder POST)");
    expect(items[3]).toMatch(/nur utm_source, utm_medium und utm_campaign$/);
    expect(items[4]).toBe(
      "den HTTP-Statuscode, die Größe der Antwort in Bytes und ihre Dauer",
    );
    expect(items[5]).toMatch(
      /^die Domain der Website, von der Sie gekommen sind \(Referrer\)/,
    );
    expect(items[6]).toMatch(
      /^Name und Hauptversion Ihres Browsers und Ihr Betriebssystem/,
    );
    if (delivery)
      expect(items[7]).toMatch(
        /^wenn Sie ein Formular ohne JavaScript absenden.*: die Ergebnisseite, zu der es führt/,
      );
    const logs = section?.textContent ?? "";
    for (const sentence of [
      /Ihre IP-Adresse selbst speichern wir nicht\./,
      /Den Geheimschlüssel ersetzt der Server jeden Tag durch einen neuen und vernichtet den alten\./,
      /kann niemand, auch wir nicht, Ihre IP-Adresse ermitteln oder Sie an einem anderen Tag wiedererkennen/,
      /Browser und Betriebssystem halten wir nur grob fest/,
      /speichern wir nur die Domain, nie die Seite oder ihre Parameter/,
      /Alle anderen Parameter lässt der Server weg\./,
      /Nicht protokolliert werden erfolgreiche Abrufe von Dateien wie Bildern, Skripten und Symbolen sowie die Abfragen, mit denen wir die Erreichbarkeit des Servers überwachen\./,
      /weder Cookies noch Tracking in Ihrem Browser/,
      /auf unserem eigenen Server mit dem Open-Source-Programm GoAccess/,
      /personenbezogene Daten enthält sie nicht/,
    ])
      expect(logs, String(sentence)).toMatch(sentence);
    expect(logs).toContain(
      `Die Logdateien werden auf unserem Server nach ${retention.serverLogDays}\u00a0Tagen automatisch gelöscht.`,
    );
    expect(logs).not.toMatch(/protokollieren wir nicht|gekürzter Form|Oktett/);
    expect(/Kontaktanfragen und Anmeldungen eingehen/.test(logs)).toBe(
      delivery,
    );
  });

  it("sets the right to object apart in a highlighted box with the address", () => {
    const box = doc().querySelector("#rechte section");
    expect(box?.querySelector("h3")?.textContent).toBe(
      "Widerspruchsrecht nach Art.\u00a021 DSGVO",
    );
    expect(box?.className).toMatch(/border/);
    expect(box?.textContent).toContain(company.street);
    expect(
      box?.querySelector(`a[href="mailto:${company.privacyEmail}"]`),
    ).not.toBeNull();
  });

  it("is dated and names the data protection officer situation and the authority", () => {
    const text = mainText(dir, "/datenschutz");
    expect(text).toMatch(/Stand: \d\d\.\d\d\.\d{4}/);
    expect(text).toContain(
      "Einen Datenschutzbeauftragten haben wir nicht benannt",
    );
    expect(text).toContain(company.supervisoryAuthority.name);
  });
});

describe.each(builds)("the claims in $name", ({ dir }) => {
  it("use only the specification's figures, each with a non-breaking space", () => {
    const allowed: string[] = Object.values(claimFigures);
    let count = 0;
    for (const page of pages.filter((p) => p.id !== "privacy")) {
      const text = mainText(dir, page.path);
      expect(text, page.path).not.toMatch(/\d (%|Stunden|Sekunden)/);
      for (const [figure] of text.matchAll(
        /\d+(?:,\d+)?\s?(?:%|Prozent|Stunden|Sekunden)/g,
      )) {
        count += 1;
        expect(allowed, `${page.path}: ${figure}`).toContain(figure);
      }
    }
    expect(count).toBeGreaterThan(5);
  });

  it("show the 80 % figure only with its qualifier", () => {
    const doc = parseHtml(htmlFileOf("/produkte/kehrtour", dir));
    const figure = doc.querySelector(
      "section[aria-labelledby=highlight-titel] p",
    );
    expect(figure?.textContent).toBe("bis zu 80\u00a0%");
    expect(
      doc
        .querySelector("#highlight-titel")
        ?.textContent?.replaceAll("\u00ad", ""),
    ).toBe("bis zu 80\u00a0% weniger Abstimmungsaufwand");
  });

  it("let the API page's buttons name the request for the contact form", () => {
    const doc = parseHtml(htmlFileOf("/produkte/api", dir));
    const hrefs = (name: string) =>
      [...doc.querySelectorAll("main a")]
        .filter((a) => a.textContent?.startsWith(name))
        .map((a) => a.getAttribute("href"));
    expect(hrefs("API-Dokumentation anfordern")).toEqual([
      "/kontakt?anliegen=api-dokumentation",
      "/kontakt?anliegen=api-dokumentation",
    ]);
    expect(hrefs("Demo vereinbaren")).toEqual([
      "/kontakt?anliegen=demo",
      "/kontakt?anliegen=demo",
    ]);
  });
});

import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paragraphsOf, textOf } from "../../tests/support/legal-text.ts";
import { about } from "./about.ts";
import { api } from "./api-product.ts";
import { comingSoon } from "./coming-soon.ts";
import { company } from "./company.ts";
import {
  COPYRIGHT_YEAR,
  LEGAL_NOTICE_DATE,
  MESSAGE_ROWS,
  PRIVACY_STATEMENT_DATE,
  SEND_DELAY_MS,
  claimFigures,
  claims,
  spamLimits,
} from "./constants.ts";
import {
  contact,
  contactRequestSearch,
  contactRequests,
  prefilledMessage,
} from "./contact.ts";
import {
  contactForm,
  deliveryFailure,
  sendingLabel,
  signupForm,
} from "./forms.ts";
import { home } from "./home.ts";
import { kehrtour } from "./kehrtour.ts";
import { ODR_URL, imprint } from "./legal/imprint.ts";
import { privacy, privacyWithDelivery } from "./legal/privacy.ts";
import type { LegalDocument, LegalSection } from "./legal/types.ts";
import { footer, header } from "./navigation.ts";
import { notFound } from "./not-found.ts";
import { pages } from "./pages.ts";
import { productCards } from "./product-cards.ts";
import { retention } from "./retention.ts";
import { site, withSourceTag } from "./site.ts";

const fullText = (document: LegalDocument) => paragraphsOf(document).join("\n");

/** Every string inside a content object (copy, labels, links). */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object")
    return Object.values(value).flatMap(stringsIn);
  return [];
}

const marketingCopy = stringsIn([
  home,
  kehrtour,
  api,
  comingSoon,
  about,
  contact,
  productCards,
  pages,
  site,
  header,
  footer,
  contactForm,
  signupForm,
]).join("\n");

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

  it.each([
    ["without delivery", privacy],
    ["with delivery", privacyWithDelivery],
  ])(
    "has the privacy statement's twelve sections in the agreed order, with their anchors (%s)",
    (_, statement) => {
      expect(
        statement.sections.map((section) => [section.id, section.heading]),
      ).toEqual([
        ["begriffsbestimmungen", "Begriffsbestimmungen"],
        ["verantwortlicher", "Verantwortlicher"],
        ["cookies", "Cookies"],
        ["server-logfiles", "Server-Logfiles"],
        ["registrierung", "Anmeldung für Updates"],
        ["kontaktformular", "Kontaktformular"],
        [
          "loeschung-und-sperrung",
          "Routinemäßige Löschung und Einschränkung der Verarbeitung",
        ],
        ["rechte", "Rechte der betroffenen Person"],
        ["rechtsgrundlagen", "Rechtsgrundlagen der Verarbeitung"],
        ["speicherdauer", "Speicherdauer"],
        ["pflicht-zur-bereitstellung", "Pflicht zur Bereitstellung der Daten"],
        [
          "keine-automatisierte-entscheidung",
          "Keine automatisierte Entscheidungsfindung",
        ],
      ]);
    },
  );
});

describe("the Impressum", () => {
  const text = fullText(imprint);
  const sections: readonly LegalSection[] = imprint.sections;

  it("says in the past tense that the EU dispute-resolution platform was shut down, with the EU link", () => {
    expect(text).not.toMatch(/stellt[^.]*bereit/);
    expect(text).not.toMatch(/Plattform[^.]*(ist|steht)[^.]*erreichbar/);
    expect(text).toContain(
      `Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform), die unter ${ODR_URL} erreichbar war, am 20.07.2025 eingestellt.`,
    );
    const link = sections
      .flatMap((section) => section.paragraphs ?? [])
      .flatMap((paragraph) => (typeof paragraph === "string" ? [] : paragraph))
      .find((run) => typeof run !== "string" && run.href === ODR_URL);
    expect(link).toMatchObject({ external: true });
  });

  it("keeps the § 36 VSBG statement and the spec's date", () => {
    expect(text).toContain(
      "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
    );
    expect(imprint.lead).toBe(`Stand: ${LEGAL_NOTICE_DATE}`);
  });

  it("names the managing directors as authorised to represent the company", () => {
    const section = sections.find(({ id }) => id === "vertretung");
    expect(section?.heading).toBe("Vertretungsberechtigte Geschäftsführer");
    expect(section?.paragraphs).toEqual([company.managingDirectors.join(", ")]);
  });

  it("keeps phone and register numbers on one line (non-breaking spaces only)", () => {
    expect(company.phone.display).not.toMatch(/ /);
    expect(company.registerNumber).not.toMatch(/ /);
    expect(text).toContain(company.phone.display);
    expect(text).toContain(`Registernummer: ${company.registerNumber}`);
  });
});

describe("the privacy statement", () => {
  const withoutDelivery = fullText(privacy);
  const withDelivery = fullText(privacyWithDelivery);
  const periods = (text: string) =>
    [...text.matchAll(/(\d+)\sTage/g)].map(([, days]) => Number(days));

  it("states only periods of the retention module and the spam limits, each with a non-breaking space", () => {
    const known = [...Object.values(retention), spamLimits.formTimeDays];
    for (const text of [withoutDelivery, withDelivery]) {
      expect(text).not.toMatch(/\d+ (Tage|Stunden|Sekunden|Anfragen)/);
      for (const days of periods(text)) expect(known).toContain(days);
    }
    expect(new Set(periods(withoutDelivery))).toEqual(
      new Set([retention.serverLogDays, retention.contactRequestDays]),
    );
    expect(new Set(periods(withDelivery))).toEqual(new Set(known));
  });

  it("lists every period in the section on storage, sign-ups only where they are stored", () => {
    const storage = (statement: LegalDocument) =>
      (statement.sections.find(({ id }) => id === "speicherdauer")?.list ?? [])
        .map(textOf)
        .join("\n");
    expect(storage(privacyWithDelivery)).toContain(
      `Unbestätigte Anmeldungen für Updates: ${retention.pendingSignupDays}\u00a0Tage nach der Anmeldung`,
    );
    expect(storage(privacyWithDelivery)).toContain(
      `höchstens ${retention.confirmedSignupDays}\u00a0Tage nach der Bestätigung`,
    );
    expect(storage(privacyWithDelivery)).toMatch(
      /Kopien der Anfragen in unserem E-Mail-Postfach/,
    );
    expect(storage(privacyWithDelivery)).toMatch(
      /Welche Neuigkeiten wir Ihnen wann gesendet haben.*so lange wie die Anmeldung/,
    );
    expect(storage(privacyWithDelivery)).toContain(
      `Tägliche Sicherungskopien unserer Datenbank mit den Angaben aus den Formularen: ${retention.backupDays}\u00a0Tage nach ihrer Erstellung`,
    );
    expect(storage(privacyWithDelivery)).toContain(
      `spätestens ${retention.backupDays}\u00a0Tage nach ihrer Löschung auch aus den Sicherungen`,
    );
    expect(storage(privacy)).not.toMatch(
      /Anmeldungen|Kontaktformular|Sicherung/,
    );
  });

  it("describes storage, mail notices, the rate limit and the double opt-in only with delivery on", () => {
    for (const processing of [
      /Zeitpunkt des Eingangs/,
      /E-Mail-Anbieter, der in unserem Auftrag tätig ist/,
      /auf der Seite zur Bestätigung Ihrer Anmeldung die Schaltfläche drücken, zählt unser Server/,
      /Ihre IP-Adresse selbst behält er nicht und schreibt sie weder in die Logdatei noch in die Datenbank/,
      /Nach Ablauf der Minute löscht er den Prüfwert/,
      /Nutzen wir für die Formulare eine PostgreSQL-Datenbank/,
      /Double-Opt-in-Verfahren/,
      /Wortlaut der Einwilligungserklärung/,
      /Link zum Abmelden/,
      /Abmeldung mit einem Klick/,
      /bei jedem Start und danach stündlich, sodass keine Frist mehr als eine Stunde überschritten wird/,
      /welche Neuigkeiten wir Ihnen wann gesendet haben/,
      /an keinen Newsletter-Dienst weiter/,
      /keine Zählpixel/,
    ]) {
      expect(withDelivery).toMatch(processing);
      expect(withoutDelivery).not.toMatch(processing);
    }
    expect(withoutDelivery).toMatch(
      /Kontaktformular\. In der derzeitigen Fassung dieser Website überträgt es keine Daten/,
    );
    expect(withoutDelivery).toMatch(/überträgt dieses Formular keine Daten/);
  });

  it("says what the contact form's spam defence checks and keeps, with the figures of spamLimits, only with delivery on", () => {
    const contactText = (statement: LegalDocument) =>
      (
        statement.sections.find(({ id }) => id === "kontaktformular")
          ?.paragraphs ?? []
      )
        .map(textOf)
        .join("\n");
    const checks = contactText(privacyWithDelivery);
    for (const sentence of [
      // The signed time of the form.
      "schreibt er den Zeitpunkt der Anzeige, mit einem Geheimschlüssel signiert, in ein verborgenes Feld des Formulars. Personenbezogene Daten enthält dieses Feld nicht.",
      `wenn sie weniger als ${spamLimits.minFillSeconds}\u00a0Sekunden nach der Anzeige abgesendet wurde oder wenn der Zeitstempel fehlt, verändert wurde, älter als ${spamLimits.formTimeDays}\u00a0Tage ist oder schon für eine andere Anfrage verwendet wurde`,
      `speichert er ${spamLimits.formTimeDays}\u00a0Tage lang einen Prüfwert (Hashwert) des Feldinhalts`,
      // The proof of work.
      "Dafür nutzen wir die Software ALTCHA auf unserem eigenen Server, ohne Dienst eines Drittanbieters und ohne Cookie.",
      "eine Anfrage, die Ihr Browser mit JavaScript ohne gültiges Ergebnis sendet, hält er zurück",
      `speichert er ${spamLimits.proofReuseHours}\u00a0Stunden lang einen Prüfwert des Ergebnisses. Die Aufgabe und ihr Ergebnis enthalten keine Angaben über Sie; den Abruf der Aufgabe protokolliert und zählt der Server wie andere Abrufe (Abschnitt\u00a04).`,
      // What an enquiry says: it marks the notice, never holds it back (issue 46).
      "Er liest dafür nur die Felder „Unternehmen“ und „Nachricht“, nie Ihren Namen, und nie, in welcher Sprache oder Schrift Sie schreiben.",
      "Liest sich eine Anfrage wie Werbung, hält er sie nicht zurück: Die Benachrichtigung geht sofort an uns, nur mit einem Vermerk für unseren Spamfilter",
      // The limits: per client and 24 hours, pages per client, notices per hour.
      `Von demselben Anschluss (derselben IPv4-Adresse oder demselben IPv6-Netz /64) behandelt der Server die ersten ${spamLimits.enquiriesPerClientDay}\u00a0Anfragen in ${spamLimits.clientWindowHours}\u00a0Stunden wie gewohnt und hält weitere zurück.`,
      `die Adresse selbst speichert er nicht, und den Prüfwert löscht er ${spamLimits.clientWindowHours}\u00a0Stunden nach Ihrer ersten Anfrage.`,
      // The key of the day (issue 52, L4): a copy of the database cannot link an older count to an address.
      "mit einem Geheimschlüssel des Tages berechnet;",
      "Den Geheimschlüssel eines Tages löscht er mit Ablauf des folgenden Tages; danach lässt sich ein Prüfwert auch mit einer Kopie unserer Datenbank keiner Adresse mehr zuordnen.",
      `höchstens ${spamLimits.formTimePageMinutes}\u00a0Minuten lang: Nach ${spamLimits.formTimePagesPerClient}\u00a0Abrufen in dieser Zeit erhält er die Seite ohne Zeitstempel.`,
      `Gehen innerhalb einer Stunde mehr Anfragen ein, als wir Benachrichtigungen zulassen (voreingestellt: ${spamLimits.noticesPerHour}), hält er die weiteren zurück; wir erhalten dann stattdessen eine zusammenfassende E-Mail.`,
      // Held back: stored like any enquiry, reviewed by a person.
      `Eine zurückgehaltene Anfrage speichert der Server wie jede andere und löscht sie nach derselben Frist, spätestens ${retention.contactRequestDays}\u00a0Tage nach Eingang.`,
      "in einer Übersicht, die unser Server uns per E-Mail sendet, spätestens eine Stunde nach ihrem Eingang",
      "Eine Person in unserem Unternehmen sieht sich jede zurückgehaltene Anfrage an und gibt sie frei",
      "Wegen dieser Prüfungen wird keine Anfrage abgewiesen oder gelöscht; auch nach einer zurückgehaltenen Anfrage sehen Sie die gewohnte Bestätigung.",
      "Rechtsgrundlage dieser Prüfungen ist Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO; unser berechtigtes Interesse liegt darin, unser Postfach und das Kontaktformular vor unerwünschter Werbung zu schützen.",
    ])
      expect(checks).toContain(sentence);
    // The count's cross-reference leads to the per-minute count.
    expect(checks).toMatch(
      /Wie bei der Höchstzahl je Minute \(Abschnitt\u00a04\)/,
    );
    expect(privacyWithDelivery.sections[3]?.id).toBe("server-logfiles");
    expect(stringsIn(privacyWithDelivery.sections[3]).join("\n")).toMatch(
      /wie viele solcher Übermittlungen innerhalb einer Minute/,
    );
    // None of it in the simulated build, whose forms transmit nothing.
    expect(withoutDelivery).not.toMatch(
      /ALTCHA|Rechenaufgabe|zurückgehalten|Sekunden|Stunden|Werbung|Prüfungen/,
    );
  });

  it("keeps its Art. 22 statement and, with delivery on, says that a person decides on each held-back enquiry", () => {
    const decisions = (statement: LegalDocument) =>
      (
        statement.sections.find(
          ({ id }) => id === "keine-automatisierte-entscheidung",
        )?.paragraphs ?? []
      ).map(textOf);
    const art22 =
      "Wir verzichten auf eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art.\u00a022 DSGVO.";
    expect(decisions(privacy)).toEqual([art22]);
    expect(decisions(privacyWithDelivery)).toEqual([
      art22,
      "Die Prüfungen zum Schutz vor unerwünschter Werbung beim Kontaktformular (Abschnitt\u00a06) verzögern nur die Benachrichtigung über eine Anfrage oder versehen sie mit einem Vermerk für unseren Spamfilter; über jede zurückgehaltene Anfrage entscheidet ein Mensch, und auch vermerkte Anfragen lesen wir.",
    ]);
    // "Abschnitt 6" links to the sixth section, the one on the contact form.
    expect(stringsIn(privacyWithDelivery.sections.at(-1))).toContain(
      "#kontaktformular",
    );
    expect(privacyWithDelivery.sections[5]?.id).toBe("kontaktformular");
  });

  it("says what the access log holds and what it never holds (server/visitor-log.ts)", () => {
    const logSection = (statement: LegalDocument) => {
      const section = statement.sections.find(
        ({ id }) => id === "server-logfiles",
      );
      return {
        list: (section?.list ?? []).map(textOf),
        text: paragraphsOf({
          ...statement,
          intro: [],
          footnote: "",
          sections: section ? [section] : [],
        }).join("\n"),
      };
    };
    for (const statement of [privacy, privacyWithDelivery]) {
      const { list, text } = logSection(statement);
      // The fields of a line, in its order.
      expect(list.slice(0, 7)).toEqual([
        "Datum und Uhrzeit des Abrufs",
        expect.stringMatching(
          /^einen Prüfwert, der an die Stelle Ihrer IP-Adresse tritt und sich täglich ändert/,
        ),
        expect.stringMatching(/^die Anfragemethode/),
        expect.stringMatching(
          /^den aufgerufenen Pfad, von den Parametern der Adresse nur utm_source, utm_medium und utm_campaign$/,
        ),
        "den HTTP-Statuscode, die Größe der Antwort in Bytes und ihre Dauer",
        expect.stringMatching(
          /^die Domain der Website, von der Sie gekommen sind \(Referrer\)/,
        ),
        expect.stringMatching(
          /^Name und Hauptversion Ihres Browsers und Ihr Betriebssystem.*; bei automatischen Abrufen.*nur deren Name$/,
        ),
      ]);
      // No IP address, only the key of the day.
      expect(text).toMatch(/Ihre IP-Adresse selbst speichern wir nicht\./);
      expect(text).toMatch(
        /aus ihr und der vollständigen Kennung Ihres Browsers \(User-Agent\) mit einem Geheimschlüssel einen Prüfwert \(Hashwert\) und schreibt nur diesen in die Logdatei/,
      );
      expect(text).toMatch(
        /Den Geheimschlüssel ersetzt der Server jeden Tag durch einen neuen und vernichtet den alten\./,
      );
      expect(text).toMatch(
        /nur im Arbeitsspeicher des Servers oder, wenn wir die Website auf mehreren Servern betreiben, für diesen einen Tag in unserer Datenbank; am nächsten Tag wird er dort gelöscht/,
      );
      expect(text).toMatch(
        /kann niemand, auch wir nicht, Ihre IP-Adresse ermitteln oder Sie an einem anderen Tag wiedererkennen/,
      );
      // Browser and system coarse, the referrer's domain, the campaign parameters.
      expect(text).toMatch(
        /Browser und Betriebssystem halten wir nur grob fest: Name und Hauptversion des Browsers und das Betriebssystem, nicht die vollständige Kennung/,
      );
      expect(text).toMatch(
        /speichern wir nur die Domain, nie die Seite oder ihre Parameter/,
      );
      expect(text).toMatch(
        /bleiben nur utm_source, utm_medium und utm_campaign erhalten\. .* Alle anderen Parameter lässt der Server weg\./,
      );
      // Files and probes are not logged.
      expect(text).toMatch(
        /Nicht protokolliert werden erfolgreiche Abrufe von Dateien wie Bildern, Skripten und Symbolen sowie die Abfragen, mit denen wir die Erreichbarkeit des Servers überwachen\./,
      );
      // Purpose, the statistics, the legal basis, the deletion.
      expect(text).toMatch(
        /in zusammengefasster Form zu zählen, wie viele Besucher die Website an jedem Tag hat/,
      );
      expect(text).toMatch(/weder Cookies noch Tracking in Ihrem Browser/);
      expect(text).toMatch(
        /auf unserem eigenen Server mit dem Open-Source-Programm GoAccess/,
      );
      expect(text).toMatch(
        /zusammengefassten Zahlen je Tag, Seite und Herkunft.*personenbezogene Daten enthält sie nicht/,
      );
      expect(text).toMatch(
        /Art.\u00a06 Abs.\u00a01 lit.\u00a0f DSGVO; unser berechtigtes Interesse liegt im sicheren Betrieb der Website und darin, in zusammengefasster Form zu erfahren, wie sie genutzt wird/,
      );
      expect(text).toContain(
        `Die Logdateien werden auf unserem Server nach ${retention.serverLogDays}\u00a0Tagen automatisch gelöscht.`,
      );
      // What is no longer true is gone.
      expect(text).not.toMatch(
        /protokollieren wir nicht|gekürzter Form|Oktett|80\u00a0Bit/,
      );
    }
    // Form posts and enquiries exist only with delivery on.
    const withForms = logSection(privacyWithDelivery);
    const withoutForms = logSection(privacy);
    expect(withForms.list).toHaveLength(8);
    expect(withForms.list[7]).toMatch(
      /^wenn Sie ein Formular ohne JavaScript absenden, auch mit den Schaltflächen zum Bestätigen oder Abmelden: die Ergebnisseite, zu der es führt/,
    );
    expect(withoutForms.list).toHaveLength(7);
    expect(withForms.text).toMatch(
      /Bei jedem Aufruf einer Seite, beim Absenden eines Formulars und bei jedem Abruf, der fehlschlägt/,
    );
    expect(withoutForms.text).toMatch(
      /Bei jedem Aufruf einer Seite und bei jedem Abruf, der fehlschlägt/,
    );
    expect(withForms.text).toMatch(
      /und wie viele Kontaktanfragen und Anmeldungen eingehen/,
    );
    expect(withoutForms.text).not.toMatch(/Kontaktanfragen|Formular/);
  });

  it("names the hosting provider with its processing agreement in the server-log section, not under cookies", () => {
    const hosting = company.hosting;
    const section = (id: string, statement: LegalDocument) =>
      paragraphsOf({
        ...statement,
        intro: [],
        footnote: "",
        sections: statement.sections.filter((s) => s.id === id),
      }).join("\n");
    for (const statement of [privacy, privacyWithDelivery]) {
      const logs = section("server-logfiles", statement);
      expect(logs).toContain(
        `${hosting.name}, ${hosting.street}, ${hosting.postalCode} ${hosting.city}`,
      );
      expect(logs).toMatch(/Auftragsverarbeitung nach Art.\u00a028 DSGVO/);
      expect(logs).toMatch(/Übermittlung in Drittländer findet nicht statt/);
      expect(section("cookies", statement)).not.toMatch(/Hosting|Art.\u00a028/);
    }
    // The further processors the deploy guide suggests: none in this
    // repository's company data, and the statement says so.
    expect(company.processors).toMatchObject({ cdn: null, database: null });
    expect(section("server-logfiles", privacy)).toContain(
      "Weitere Dienstleister, etwa ein Content Delivery Network, verarbeiten keine Daten dieser Website.",
    );
    expect(section("server-logfiles", privacyWithDelivery)).toContain(
      "Weitere Dienstleister, etwa ein Content Delivery Network oder ein Betreiber unserer Datenbank, verarbeiten keine Daten dieser Website.",
    );
  });

  it("sets the right to object apart in its own box with the address for objections", () => {
    for (const statement of [privacy, privacyWithDelivery]) {
      const rights = statement.sections.find(({ id }) => id === "rechte");
      expect(rights?.notice?.heading).toBe(
        "Widerspruchsrecht nach Art.\u00a021 DSGVO",
      );
      const box = [
        ...(rights?.notice?.paragraphs ?? []),
        ...(rights?.notice?.lines ?? []),
      ]
        .map(textOf)
        .join("\n");
      expect(box).toMatch(/jederzeit gegen diese Verarbeitung Widerspruch/);
      for (const part of [
        company.legalName,
        company.street,
        `${company.postalCode} ${company.city}`,
        company.privacyEmail,
      ])
        expect(box).toContain(part);
      expect(
        stringsIn(rights?.after ?? []).join(""),
        "the objection is not repeated outside the box",
      ).not.toMatch(/Widerspruchsrecht/);
    }
  });

  it("has a date, the data-protection-officer statement and the supervisory authority", () => {
    for (const statement of [privacy, privacyWithDelivery]) {
      const text = fullText(statement);
      expect(statement.footnote).toBe(`Stand: ${PRIVACY_STATEMENT_DATE}`);
      expect(PRIVACY_STATEMENT_DATE).toMatch(/^\d\d\.\d\d\.\d{4}$/);
      expect(text).toMatch(
        /Einen Datenschutzbeauftragten haben wir nicht benannt/,
      );
      expect(text).toContain(company.supervisoryAuthority.name);
    }
    expect(company.dataProtectionOfficer).toBeNull();
  });

  it("says the site stores nothing in the browser, and no page code does", () => {
    expect(withoutDelivery).toMatch(
      /legt keine Daten im Speicher Ihres Browsers ab \(weder im localStorage noch im sessionStorage\)/,
    );
    const sources = readdirSync(path.resolve("app"), { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."));
    for (const file of sources) {
      expect(readFileSync(path.resolve("app", file), "utf8"), file).not.toMatch(
        /(local|session)Storage\.setItem|document\.cookie/,
      );
    }
  });

  it("loads no fonts it does not use and claims no absence of service providers", () => {
    expect(withoutDelivery).not.toMatch(/einschließlich Schriften/);
    expect(
      pages.find((page) => page.id === "privacy")?.description,
    ).not.toMatch(/Drittanbieter/);
  });
});

describe("the marketing claims", () => {
  it("use no figure but the specification's, each with a non-breaking space", () => {
    const figures = [
      ...marketingCopy.matchAll(
        /\d+(?:,\d+)?\s?(?:%|Prozent|Stunden|Sekunden|Minuten|Tage)/g,
      ),
    ].map(([figure]) => figure);
    expect(figures.length).toBeGreaterThan(5);
    for (const figure of figures)
      expect(Object.values(claimFigures)).toContain(figure);
  });

  it("keep the qualifier in the large figure and the claims' wording", () => {
    expect(kehrtour.highlight.value).toBe(
      `bis zu ${claimFigures.coordinationSaving}`,
    );
    expect(claims.coordinationSaving).toBe(
      "bis zu 80\u00a0% weniger Abstimmungsaufwand",
    );
    expect(claims.responseTime).toBe("Antwort innerhalb von 24\u00a0Stunden");
    expect(claims.apiResponseTime).toBe("Antwortzeit unter 2\u00a0Sekunden");
    expect(claims.uptime).toBe("99,9\u00a0% Verfügbarkeit");
  });

  it("drop the overclaims and wording the review found", () => {
    for (const phrase of [
      /jede Anfrage/i,
      /Alles, was Ihr Kehrbezirk braucht/,
      /Keine Zettel/,
      /jeden Termin/,
      /24\/7/,
      /die jedes Gewerk entlastet/,
      /Exklusive Updates zum Start/,
      /Malerwerkstatt/,
      /Mitarbeitende/,
      /für Anbieter von Branchensoftware/,
      /die Software für Schornsteinfeger/,
      /senden Sie erneut/,
      /Anmeldung konnte nicht gesendet/,
      /das nicht nötig ist/,
      /Terminorganisation (für Schornsteinfeger )?(digitalisiert|abnimmt)/,
      /Terminabstimmung ab\b/,
    ])
      expect(marketingCopy + stringsIn(deliveryFailure).join("\n")).not.toMatch(
        phrase,
      );
  });

  it("are written once, in constants.ts: no source spells one out", () => {
    // Source text as the page shows it: escapes decoded, soft hyphens dropped.
    const asShown = (source: string) =>
      source
        .replace(/\\u([0-9a-fA-F]{4})/g, (_, code: string) =>
          String.fromCharCode(parseInt(code, 16)),
        )
        .replaceAll("\u00ad", "")
        .toLowerCase();
    const spelled = [...Object.values(claims), ...Object.values(claimFigures)];
    const sources = ["app", "server", "scripts"].flatMap((folder) =>
      readdirSync(path.resolve(folder), { recursive: true })
        .map((file) => path.join(folder, String(file)))
        .filter(
          (file) =>
            /\.tsx?$/.test(file) &&
            !file.includes(".test.") &&
            file !== path.join("app", "content", "constants.ts"),
        ),
    );
    expect(sources.length).toBeGreaterThan(50);
    for (const file of sources) {
      const text = asShown(readFileSync(path.resolve(file), "utf8"));
      for (const claim of spelled)
        expect(text, `${file} spells out "${claim}"`).not.toContain(
          claim.toLowerCase(),
        );
    }
  });

  it("show the API's infrastructure claim on the API page only", () => {
    expect(stringsIn(api).join("\n")).toContain(claims.infrastructure);
    expect(stringsIn(home).join("\n")).not.toMatch(/Infrastruktur/);
  });

  it("lead to the contact page with two labels besides the spec's „Jetzt starten“", () => {
    const contactLabels = new Set(
      stringsIn(
        [home, kehrtour, about].map((page) => [page.hero, page.cta]),
      ).filter((text) =>
        /beraten|Kontakt aufnehmen|Beratung anfragen/.test(text),
      ),
    );
    expect(contactLabels).toEqual(
      new Set(["Kostenlos beraten lassen", "Kontakt aufnehmen"]),
    );
    expect(header.cta.label).toBe("Jetzt starten");
  });
});

describe("requests named by a link to the contact page", () => {
  it("prefill the message for API documentation and a demo, and nothing for anything else", () => {
    expect(prefilledMessage(contactRequestSearch("demo"))).toBe(
      contactRequests.demo,
    );
    expect(prefilledMessage("?anliegen=api-dokumentation")).toBe(
      "Bitte senden Sie mir die Dokumentation der Termin-API.",
    );
    expect(prefilledMessage("?anliegen=toString")).toBeUndefined();
    expect(prefilledMessage("?anliegen=unbekannt")).toBeUndefined();
    expect(prefilledMessage("")).toBeUndefined();
  });

  it("are named by both buttons of the API page, in the hero and at the end", () => {
    for (const actions of [api.hero.actions, api.cta.actions]) {
      expect(actions).toEqual([
        {
          label: "API-Dokumentation anfordern",
          page: "contact",
          search: "?anliegen=api-dokumentation",
        },
        {
          label: "Demo vereinbaren",
          page: "contact",
          search: "?anliegen=demo",
        },
      ]);
    }
  });
});

describe("the product site link", () => {
  it("stays on a reserved .example host while the company data is sample data", () => {
    const host = new URL(site.kehrtourUrl).hostname;
    if (company.isSampleData) expect(host).toMatch(/\.example$/);
    else expect(host).not.toMatch(/\.example$/);
  });
});

describe("withSourceTag", () => {
  it("tags an external link with this site's host as utm_source", () => {
    const tagged = new URL(withSourceTag(`${site.kehrtourUrl}/preise?x=1`));
    expect(tagged.searchParams.get("utm_source")).toBe("www.zunftwerk.example");
    expect(tagged.searchParams.get("x")).toBe("1");
    expect(tagged.pathname).toBe("/preise");
  });
});

import { LEGAL_NOTICE_DATE, ODR_SHUTDOWN_DATE } from "../constants.ts";
import { addressInline, addressLines, company } from "../company.ts";
import type { LegalDocument } from "./types.ts";

/** Where the EU's online dispute-resolution platform used to be. */
export const ODR_URL = "https://ec.europa.eu/consumers/odr/";

export const imprint = {
  lead: `Stand: ${LEGAL_NOTICE_DATE}`,
  numbered: false,
  sections: [
    {
      id: "anbieter",
      heading: "Angaben gemäß §\u00a05 DDG",
      lines: [company.legalName, ...addressLines(company, { country: "line" })],
    },
    {
      id: "vertretung",
      heading: "Vertretungsberechtigte Geschäftsführer",
      paragraphs: [company.managingDirectors.join(", ")],
    },
    {
      id: "kontakt",
      heading: "Kontakt",
      lines: [
        [
          "Telefon: ",
          { text: company.phone.display, href: `tel:${company.phone.href}` },
        ],
        ["E-Mail: ", { text: company.email, href: `mailto:${company.email}` }],
      ],
    },
    {
      id: "register",
      heading: "Registereintrag",
      lines: [
        "Eintragung im Handelsregister",
        `Registergericht: ${company.registerCourt}`,
        `Registernummer: ${company.registerNumber}`,
      ],
    },
    {
      id: "umsatzsteuer",
      heading: "Umsatzsteuer-ID",
      paragraphs: [
        `Umsatzsteuer-Identifikationsnummer gemäß §\u00a027a UStG: ${company.vatId}`,
      ],
    },
    {
      id: "verantwortlich",
      heading: "Verantwortlich für den Inhalt nach §\u00a018 Abs.\u00a02 MStV",
      lines: [company.contentResponsible, addressInline(company)],
    },
    {
      id: "streitschlichtung",
      heading: "EU-Streitschlichtung",
      paragraphs: [
        [
          "Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform), die unter ",
          { text: ODR_URL, href: ODR_URL, external: true },
          ` erreichbar war, am ${ODR_SHUTDOWN_DATE} eingestellt.`,
        ],
      ],
    },
    {
      id: "verbraucherstreitbeilegung",
      heading: "Verbraucher\u00adstreit\u00adbeilegung",
      paragraphs: [
        "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
      ],
    },
  ],
} as const satisfies LegalDocument;

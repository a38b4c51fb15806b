import { claimFigures, claims } from "./constants.ts";

/**
 * The page list: one entry per page. It feeds the route table, prerendering,
 * navigation, the sitemap and the tests. A new page is one entry here plus
 * one route module.
 */
export interface Page {
  id: PageId;
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Short name for navigation, breadcrumbs and the title. */
  label: string;
  /** The document title's first part; the brand is appended. */
  title: string;
  /** Meta description, 50 to 160 characters. */
  description: string;
  /** The page's one h1. */
  heading: string;
  /**
   * The page's own 1200×630 share image (title and picture of the page),
   * written by scripts/build/make-images.ts; pages without one use the site's.
   */
  shareImage?: { path: string; alt: string };
}

export type PageId =
  | "home"
  | "kehrtour"
  | "api"
  | "comingSoon"
  | "about"
  | "contact"
  | "imprint"
  | "privacy";

export const pages = [
  {
    id: "home",
    path: "/",
    file: "routes/home.tsx",
    label: "Startseite",
    title: "Software für das Handwerk",
    description:
      "Digitale Terminvergabe für das Handwerk: Kehrtour für Schornsteinfeger, eine Termin-API für Softwareanbieter und bald die Terminplattform für alle Gewerke.",
    heading: "Termine im Handwerk – einfach digital",
  },
  {
    id: "kehrtour",
    path: "/produkte/kehrtour",
    file: "routes/kehrtour.tsx",
    label: "Kehrtour",
    title: "Kehrtour für Schornsteinfeger",
    description:
      "Kehrtour kündigt Termine per E-Mail oder SMS an, nimmt rund um die Uhr Online-Buchungen an und plant Ihre Touren mit Routenoptimierung.",
    heading: "Kehrtour – Terminsoftware für Schornstein\u00adfeger",
    shareImage: {
      path: "/og/kehrtour.jpg",
      alt: "Zunftwerk: Kehrtour – Terminsoftware für Schornsteinfeger. Ein Smartphone mit einer Terminankündigung per SMS vor der Route des Tages.",
    },
  },
  {
    id: "api",
    path: "/produkte/api",
    file: "routes/api.tsx",
    label: "Termin-API",
    title: "Termin-API für Softwareanbieter",
    description: `Routenoptimierte Terminbuchung als REST-API für Handwerkersoftware, CRM, Branchensoftware und Marktplätze: ${claims.security}, ${claims.uptime}.`,
    heading: "Die Termin-API für Ihre Software",
    shareImage: {
      path: "/og/termin-api.jpg",
      alt: "Zunftwerk: Die Termin-API für Ihre Software. Eine Beispielanfrage für eine routenoptimierte Buchung und die Antwort im JSON-Format.",
    },
  },
  {
    id: "comingSoon",
    path: "/produkte/coming-soon",
    file: "routes/coming-soon.tsx",
    label: "Terminplattform",
    title: "Terminplattform für alle Gewerke",
    description:
      "Bald verfügbar: die Terminplattform für alle Gewerke mit selbstlernender Routenplanung und Kundenportal. Melden Sie sich jetzt für Updates an.",
    heading: "Die Termin\u00adplattform für alle Gewerke",
    shareImage: {
      path: "/og/terminplattform.jpg",
      alt: "Zunftwerk: Die Terminplattform für alle Gewerke, bald verfügbar. Ein Wochenplan mit Terminen für das Team und die Fahrzeuge.",
    },
  },
  {
    id: "about",
    path: "/ueber-uns",
    file: "routes/about.tsx",
    label: "Über Uns",
    title: "Über uns",
    description:
      "Wer wir sind und was uns antreibt: unsere Mission, unsere Vision, unsere Geschichte und die Werte Leidenschaft, Qualität, Innovation und Partnerschaft.",
    heading: "Software aus Leidenschaft für das Handwerk",
    shareImage: {
      path: "/og/ueber-uns.jpg",
      alt: "Zunftwerk: Software aus Leidenschaft für das Handwerk. Unser Weg von Kehrtour über die Termin-API zur Terminplattform.",
    },
  },
  {
    id: "contact",
    path: "/kontakt",
    file: "routes/contact.tsx",
    label: "Kontakt",
    title: "Kontakt",
    description: `Schreiben Sie uns: Produktberatung, Partnerschaft oder Support. Wir antworten innerhalb von ${claimFigures.responseTime}, die Beratung ist kostenlos.`,
    heading: "Sprechen Sie mit uns",
  },
  {
    id: "imprint",
    path: "/impressum",
    file: "routes/imprint.tsx",
    label: "Impressum",
    title: "Impressum",
    description:
      "Impressum: Anbieterkennzeichnung mit Anschrift, Geschäftsführung, Handelsregister, Umsatzsteuer-Identifikationsnummer und Hinweis zur Streitschlichtung.",
    heading: "Impressum",
  },
  {
    id: "privacy",
    path: "/datenschutz",
    file: "routes/privacy.tsx",
    label: "Datenschutz",
    title: "Datenschutzerklärung",
    description:
      "Datenschutzerklärung: welche Daten wir verarbeiten, warum und wie lange, welche Rechte Sie haben – ohne Cookies und ohne Tracking.",
    heading: "Datenschutz\u00aderklärung",
  },
] as const satisfies readonly Page[];

/** The page each form is on, by form: with real delivery the form posts to it. */
export const formPages = {
  contact: "contact",
  signup: "comingSoon",
} as const satisfies Record<string, PageId>;

/** The path of a form's page: where it is shown and, with real delivery, where it posts. */
export const formPagePath = (form: keyof typeof formPages) =>
  pathOf(formPages[form]);

/** Path prerendered once by the catch-all route; the build renames it to 404.html. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

export function pageById(id: PageId): Page {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`Unknown page ${id}`);
  return page;
}

/** Path of a page, by id: the one way components link to pages. */
export function pathOf(id: PageId): string {
  return pageById(id).path;
}

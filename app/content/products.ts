import { claims } from "./constants";
import { site } from "./site";
import type { CtaCopy, Feature, Hero, ProductCard, SectionCopy } from "./types";

/** The three products as cards: home page, Produkte menu and footer. */
export const productCards = [
  {
    page: "kehrtour",
    name: "Kehrtour",
    badge: "Für Schornsteinfeger",
    icon: "route",
    summary:
      "Automatische Terminankündigungen, Online-Buchung rund um die Uhr und Tourenplanung mit Routenoptimierung.",
    linkLabel: "Mehr erfahren",
  },
  {
    page: "api",
    name: "Termin-API",
    badge: "Für Softwareanbieter",
    icon: "plug",
    summary:
      "Routenoptimierte Terminbuchung als REST-API für Handwerkersoftware, CRM, Branchensoftware und Marktplätze.",
    linkLabel: "Mehr erfahren",
  },
  {
    page: "comingSoon",
    name: "Terminplattform",
    badge: "Bald verfügbar",
    icon: "sparkles",
    summary:
      "Die Terminplattform für alle Gewerke – mit selbstlernender Routenplanung und eigenem Kundenportal.",
    linkLabel: "Mehr erfahren",
  },
] as const satisfies readonly ProductCard[];

export const kehrtour = {
  hero: {
    badge: "Für Schornsteinfeger",
    lead: `Kehrtour nimmt Ihnen die Terminabstimmung ab: Ihre Kunden werden automatisch über ihre Termine informiert, buchen selbst online, und Sie fahren eine optimierte Route – mit ${claims.coordinationSaving}.`,
    actions: [
      { label: "Zur Kehrtour-Website", external: site.kehrtourUrl },
      { label: "Beratung anfragen", page: "contact" },
    ],
  },
  features: {
    heading: "Alles, was Ihr Kehrbezirk braucht",
    intro: "Drei Funktionen, die Ihnen die Terminarbeit abnehmen.",
  },
  featureItems: [
    {
      icon: "mail",
      title: "Automatische Termin\u00adankündigungen",
      text: "Kehrtour kündigt jeden Termin automatisch per E-Mail oder SMS an. Keine Zettel im Briefkasten, kein Hinterhertelefonieren.",
    },
    {
      icon: "calendar-check",
      title: "Online-Buchung rund um die Uhr",
      text: "Ihre Kunden buchen 24/7 online – einen vorgeschlagenen Termin oder ihren Wunschtermin – und erhalten sofort eine Bestätigung.",
    },
    {
      icon: "route",
      title: "Tourenplanung mit Routenoptimierung",
      text: "Kehrtour ordnet Ihre Termine zu Touren mit kurzen Wegen. So wird Ihr Arbeitstag planbar.",
    },
  ],
  highlight: {
    value: "80\u00a0%",
    heading: "Bis zu 80\u00a0% weniger Abstimmungsaufwand",
    text: "Weniger Telefonate, weniger verschobene Termine, mehr Zeit für die eigentliche Arbeit im Bezirk.",
  },
  steps: {
    heading: "So funktioniert Kehrtour",
  },
  stepItems: [
    {
      icon: "bell",
      title: "Termin ankündigen",
      text: "Kehrtour informiert Ihre Kunden automatisch per E-Mail oder SMS über den anstehenden Termin.",
    },
    {
      icon: "calendar-check",
      title: "Online bestätigen oder umbuchen",
      text: "Ihre Kunden nehmen den vorgeschlagenen Termin an oder wählen selbst einen neuen – die Bestätigung kommt sofort.",
    },
    {
      icon: "route",
      title: "Tour fahren",
      text: "Sie sehen alle bestätigten Termine in einer optimierten Route für den Tag.",
    },
  ],
  cta: {
    heading: "Fragen zu Kehrtour?",
    text: `Wir zeigen Ihnen, wie Kehrtour in Ihrem Bezirk arbeitet – die Beratung ist kostenlos, und Sie erhalten eine ${claims.responseTime}.`,
    actions: [{ label: "Kostenlose Beratung anfragen", page: "contact" }],
  },
} as const satisfies {
  hero: Hero;
  features: SectionCopy;
  featureItems: readonly Feature[];
  highlight: { value: string; heading: string; text: string };
  steps: SectionCopy;
  stepItems: readonly Feature[];
  cta: CtaCopy;
};

export const api = {
  hero: {
    badge: "Für Softwareanbieter",
    lead: "Bringen Sie routenoptimierte Terminbuchung direkt in Ihre Software – über eine REST-API, die für die Abläufe im Handwerk gebaut ist.",
    actions: [
      { label: "API-Dokumentation anfordern", page: "contact" },
      { label: "Demo vereinbaren", page: "contact" },
    ],
  },
  audience: {
    heading: "Für wen die API gemacht ist",
    intro:
      "Die Termin-API richtet sich an Anbieter, deren Kunden Termine vor Ort vergeben – und die diese Arbeit nicht selbst neu erfinden wollen.",
  },
  audienceItems: [
    {
      icon: "wrench",
      title: "Handwerkersoftware",
      text: "Erweitern Sie Ihre Handwerkersoftware um Online-Terminbuchung, ohne selbst eine Planung zu entwickeln.",
    },
    {
      icon: "users",
      title: "CRM-Systeme",
      text: "Verbinden Sie Kundendaten direkt mit buchbaren Terminen.",
    },
    {
      icon: "briefcase",
      title: "Branchensoftware",
      text: "Bieten Sie Ihren Kunden eine Terminbuchung, die Wege und Einsatzgebiete berücksichtigt.",
    },
    {
      icon: "store",
      title: "Marktplätze",
      text: "Lassen Sie Kunden Handwerksleistungen gleich mit einem passenden Termin buchen.",
    },
  ],
  booking: {
    heading: "Routenoptimierte Buchung",
    text: "Die API schlägt Termine vor, die zur Tour passen. Ihre Nutzer sparen Wege, und deren Kunden erhalten verlässliche Zeitfenster.",
  },
  tech: {
    heading: "Technik, auf die Sie sich verlassen können",
  },
  techItems: [
    {
      icon: "lock",
      title: "OAuth\u00a02.0",
      text: "Abgesicherter Zugriff nach dem etablierten Standard für API-Autorisierung.",
    },
    {
      icon: "gauge",
      title: "Antwortzeit unter 2\u00a0Sekunden",
      text: "Schnelle Antworten für eine flüssige Buchung in Ihrer Oberfläche.",
    },
    {
      icon: "shield-check",
      title: "99,9\u00a0% Verfügbarkeit",
      text: "Hohe Verfügbarkeit, damit die Terminbuchung erreichbar ist, wenn Ihre Kunden sie brauchen.",
    },
    {
      icon: "server",
      title: "Redundante Infrastruktur in Deutschland",
      text: "Betrieb auf redundanten Systemen in Deutschland.",
    },
  ],
  cta: {
    heading: "Bereit für die Integration?",
    text: `Fordern Sie die API-Dokumentation an oder vereinbaren Sie eine Demo. Sie erhalten eine ${claims.responseTime}.`,
    actions: [
      { label: "API-Dokumentation anfordern", page: "contact" },
      { label: "Demo vereinbaren", page: "contact" },
    ],
  },
} as const satisfies {
  hero: Hero;
  audience: SectionCopy;
  audienceItems: readonly Feature[];
  booking: { heading: string; text: string };
  tech: SectionCopy;
  techItems: readonly Feature[];
  cta: CtaCopy;
};

export const comingSoon = {
  hero: {
    badge: "Bald verfügbar",
    lead: "Wir entwickeln eine Terminplattform, die jedes Gewerk entlastet – vom Elektrobetrieb bis zur Malerwerkstatt. Melden Sie sich an und erfahren Sie als Erste, wann es losgeht.",
    actions: [{ label: "Für Updates anmelden", anchor: "anmeldung" }],
  },
  features: {
    heading: "Was die Plattform können wird",
  },
  featureItems: [
    {
      icon: "route",
      title: "Selbstlernende Routenplanung",
      text: "Die Planung lernt aus jeder Tour und schlägt immer passendere Routen und Zeitfenster vor.",
    },
    {
      icon: "message",
      title: "Automatisierte Kunden\u00adkommunikation",
      text: "Bestätigungen, Erinnerungen und Änderungen erreichen Ihre Kunden automatisch.",
    },
    {
      icon: "users",
      title: "Ressourcenplanung",
      text: "Behalten Sie Mitarbeitende, Fahrzeuge und Material in einer gemeinsamen Planung im Blick.",
    },
    {
      icon: "building",
      title: "Kundenportal",
      text: "Ihre Kunden buchen, verschieben und verwalten ihre Termine in einem eigenen Portal.",
    },
  ],
  signup: {
    id: "anmeldung",
    heading: "Exklusive Updates zum Start",
    intro:
      "Tragen Sie Ihre E-Mail-Adresse ein. Wir informieren Sie, sobald die Terminplattform startet.",
  },
} as const satisfies {
  hero: Hero;
  features: SectionCopy;
  featureItems: readonly Feature[];
  signup: SectionCopy & { id: string };
};

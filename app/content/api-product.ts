import {
  Briefcase,
  Gauge,
  Lock,
  Server,
  ShieldCheck,
  Store,
  Users,
  Wrench,
} from "lucide-react";
import { claims } from "./constants.ts";
import { contactRequestSearch } from "./contact.ts";
import type { CtaCopy, Feature, Hero, SectionCopy } from "./types.ts";

/** Both lead to the contact form with the message already written. */
const requestDocs = {
  label: "API-Dokumentation anfordern",
  page: "contact",
  search: contactRequestSearch("api-dokumentation"),
} as const;
const requestDemo = {
  label: "Demo vereinbaren",
  page: "contact",
  search: contactRequestSearch("demo"),
} as const;

export const api = {
  hero: {
    badge: "Für Softwareanbieter",
    lead: "Bringen Sie routenoptimierte Terminbuchung direkt in Ihre Software – über eine REST-API, die für die Abläufe im Handwerk gebaut ist.",
    actions: [requestDocs, requestDemo],
  },
  audience: {
    heading: "Für wen die API gemacht ist",
    intro:
      "Die Termin-API richtet sich an Softwareanbieter, deren Kunden Vor-Ort-Termine vergeben – und die die Terminplanung dafür nicht selbst entwickeln wollen.",
  },
  audienceItems: [
    {
      icon: Wrench,
      title: "Handwerkersoftware",
      text: "Erweitern Sie Ihre Handwerkersoftware um Online-Terminbuchung, ohne selbst eine Terminplanung entwickeln zu müssen.",
    },
    {
      icon: Users,
      title: "CRM-Systeme",
      text: "Verbinden Sie Kundendaten direkt mit buchbaren Terminen.",
    },
    {
      icon: Briefcase,
      title: "Branchensoftware",
      text: "Bieten Sie Ihren Kunden eine Terminbuchung, die Wege und Einsatzgebiete berücksichtigt.",
    },
    {
      icon: Store,
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
      icon: Lock,
      title: claims.security,
      text: "Abgesicherter Zugriff nach dem etablierten Standard für API-Autorisierung.",
    },
    {
      icon: Gauge,
      title: claims.apiResponseTime,
      text: "Schnelle Antworten für eine flüssige Buchung in Ihrer Oberfläche.",
    },
    {
      icon: ShieldCheck,
      title: claims.uptime,
      text: "Hohe Verfügbarkeit, damit die Terminbuchung erreichbar ist, wenn Ihre Kunden sie brauchen.",
    },
    {
      icon: Server,
      title: claims.infrastructure,
      text: "Betrieb auf redundanten Systemen in Deutschland.",
    },
  ],
  cta: {
    heading: "Bereit für die Integration?",
    text: `Fordern Sie die API-Dokumentation an oder vereinbaren Sie eine Demo. Sie erhalten eine ${claims.responseTime}.`,
    actions: [requestDocs, requestDemo],
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

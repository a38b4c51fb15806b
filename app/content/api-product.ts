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
  /**
   * The hero's code panel: an example, not documentation. Host, token and IDs
   * are placeholders; no customer is named.
   */
  example: {
    badge: "Beispiel",
    title: "Routen\u00adoptimierte Buchung",
    text: "Die API schlägt Termine vor, die zur Tour passen. Ihre Nutzer sparen Wege, und deren Kunden erhalten verlässliche Zeitfenster.",
    request: {
      label: "Anfrage",
      code: `POST /v1/bookings HTTP/1.1
Host: api.zunftwerk.example
Authorization: Bearer <token>
Content-Type: application/json

{
  "service": "maintenance",
  "postalCode": "12345",
  "earliest": "2027-03-08",
  "latest": "2027-03-12",
  "optimize": "route"
}`,
    },
    response: {
      label: "Antwort",
      code: `HTTP/1.1 201 Created
Content-Type: application/json

{
  "id": "bkg_7f3a9c",
  "status": "confirmed",
  "date": "2027-03-09",
  "start": "09:30",
  "end": "10:00",
  "routePosition": 3
}`,
    },
  },
  audience: {
    heading: "Für wen die API gemacht ist",
    intro:
      "Die Termin-API richtet sich an Softwareanbieter, deren Kunden Vor-Ort-Termine vergeben – und die die Terminplanung dafür nicht selbst entwickeln wollen.",
  },
  audienceItems: [
    {
      icon: Wrench,
      title: "Handwerker\u00adsoftware",
      text: "Erweitern Sie Ihre Handwerkersoftware um Online-Terminbuchung, ohne selbst eine Terminplanung entwickeln zu müssen.",
    },
    {
      icon: Users,
      title: "CRM-Systeme",
      text: "Verbinden Sie Kundendaten direkt mit buchbaren Terminen.",
    },
    {
      icon: Briefcase,
      title: "Branchen\u00adsoftware",
      text: "Bieten Sie Ihren Kunden eine Terminbuchung, die Wege und Einsatzgebiete berücksichtigt.",
    },
    {
      icon: Store,
      title: "Marktplätze",
      text: "Lassen Sie Kunden Handwerksleistungen gleich mit einem passenden Termin buchen.",
    },
  ],
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
  example: {
    badge: string;
    title: string;
    text: string;
    request: { label: string; code: string };
    response: { label: string; code: string };
  };
  audience: SectionCopy;
  audienceItems: readonly Feature[];
  tech: SectionCopy;
  techItems: readonly Feature[];
  cta: CtaCopy;
};

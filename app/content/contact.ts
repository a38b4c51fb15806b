import {
  Clock,
  Handshake,
  LifeBuoy,
  Lightbulb,
  MessageSquare,
} from "lucide-react";
import { claimFigures, claims } from "./constants.ts";
import type { Feature, Hero, SectionCopy } from "./types.ts";

export const contact = {
  hero: {
    badge: "Kontakt",
    lead: "Ob Produktfrage, Partnerschaft oder Support: Schreiben Sie uns – wir helfen Ihnen gern weiter.",
    actions: [],
  },
  form: {
    heading: "Ihre Nachricht",
  },
  details: {
    heading: "Kontaktinformationen",
    address: "Anschrift",
    phone: "Telefon",
    email: "E-Mail",
  },
  topics: {
    heading: "Wobei wir Ihnen helfen",
  },
  topicItems: [
    {
      icon: Lightbulb,
      title: "Produkt\u00adberatung",
      text: "Welche Lösung passt zu Ihrem Betrieb oder Ihrer Software? Wir beraten Sie kostenlos.",
    },
    {
      icon: Handshake,
      title: "Partnerschaft",
      text: "Sie möchten die Termin-API integrieren oder mit uns zusammenarbeiten? Lassen Sie uns sprechen.",
    },
    {
      icon: LifeBuoy,
      title: "Support",
      text: "Sie nutzen bereits eines unserer Produkte und haben eine Frage? Wir helfen Ihnen weiter.",
    },
  ],
  promises: [
    {
      icon: Clock,
      title: claims.responseTime,
      text: `Sie erhalten innerhalb von ${claimFigures.responseTime} eine Antwort.`,
    },
    {
      icon: MessageSquare,
      title: claims.consultation,
      text: "Die Beratung ist für Sie kostenlos und unverbindlich.",
    },
  ],
} as const satisfies {
  hero: Hero;
  form: SectionCopy;
  details: SectionCopy & { address: string; phone: string; email: string };
  topics: SectionCopy;
  topicItems: readonly Feature[];
  promises: readonly Feature[];
};

/**
 * Requests a link to the contact page can name (`/kontakt?anliegen=demo`):
 * the contact form then starts with the message already written, so the
 * visitor does not retype what the button said.
 */
export const contactRequests = {
  "api-dokumentation": "Bitte senden Sie mir die Dokumentation der Termin-API.",
  demo: "Ich möchte eine Demo der Termin-API vereinbaren.",
} as const;

export type ContactRequest = keyof typeof contactRequests;

/** The query parameter that names the request. */
const contactRequestParam = "anliegen";

/** The query string of a link to the contact page that names a request. */
export function contactRequestSearch(request: ContactRequest): string {
  return `?${new URLSearchParams({ [contactRequestParam]: request })}`;
}

/** The query string of every request a link to the contact page can name. */
export const contactRequestSearches = (
  Object.keys(contactRequests) as ContactRequest[]
).map(contactRequestSearch);

/** The message a contact page opened with `search` starts with, if it names a known request. */
export function prefilledMessage(search: string): string | undefined {
  const request = new URLSearchParams(search).get(contactRequestParam);
  return request && Object.hasOwn(contactRequests, request)
    ? contactRequests[request as ContactRequest]
    : undefined;
}

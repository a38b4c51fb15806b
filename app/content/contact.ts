import {
  Clock,
  Handshake,
  LifeBuoy,
  Lightbulb,
  MessageSquare,
} from "lucide-react";
import type { Feature, Hero, SectionCopy } from "./types";

export const contact = {
  hero: {
    badge: "Kontakt",
    lead: "Ob Produktfrage, Partnerschaft oder Support: Schreiben Sie uns. Wir antworten innerhalb von 24\u00a0Stunden, und die Beratung ist kostenlos.",
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
      title: "Antwort innerhalb von 24\u00a0Stunden",
      text: "Auf jede Anfrage erhalten Sie innerhalb von 24\u00a0Stunden eine Antwort.",
    },
    {
      icon: MessageSquare,
      title: "Kostenlose Beratung",
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

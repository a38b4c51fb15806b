import { CalendarCheck, Clock, MessageSquare } from "lucide-react";
import { asTitle, breakLongWord, claims } from "./constants.ts";
import type { CtaCopy, Feature, Hero, SectionCopy } from "./types.ts";

export const home = {
  hero: {
    badge: "Software für das Handwerk",
    lead: "Wir entwickeln Software, die Handwerksbetrieben die Terminorganisation erleichtert: automatische Ankündigungen, Online-Buchung rund um die Uhr und optimierte Touren.",
    actions: [
      { label: "Produkte entdecken", anchor: "produkte" },
      { label: "Kostenlos beraten lassen", page: "contact" },
    ],
  },
  intro: {
    heading: "Weniger Abstimmung, mehr Handwerk",
    intro:
      "Telefonate, Rückrufe, verschobene Termine: Die Terminabstimmung kostet Handwerksbetriebe jeden Tag Zeit. Unsere Produkte erleichtern diese Arbeit – für Schornsteinfeger, für Softwareanbieter und bald für alle Gewerke.",
  },
  introItems: [
    {
      icon: Clock,
      title: breakLongWord(asTitle(claims.coordinationSaving)),
      text: "Termine werden automatisch angekündigt und online bestätigt, statt am Telefon abgestimmt.",
    },
    {
      icon: CalendarCheck,
      title: "Online-Buchung rund um die Uhr",
      text: "Ihre Kunden buchen, wann es ihnen passt – und erhalten sofort eine Bestätigung.",
    },
    {
      icon: MessageSquare,
      title: claims.consultation,
      text: "Wir zeigen Ihnen unverbindlich, welche Lösung zu Ihrem Betrieb oder Ihrer Software passt.",
    },
  ],
  products: {
    id: "produkte",
    heading: "Unsere Produkte",
    intro:
      "Drei Produkte, eine Aufgabe: Termine, die einfach passen – zwei davon schon heute.",
  },
  cta: {
    heading: "Lassen Sie uns über Ihre Termine sprechen",
    text: `Sie erhalten eine ${claims.responseTime}. Die Beratung ist kostenlos und unverbindlich.`,
    actions: [{ label: "Kontakt aufnehmen", page: "contact" }],
  },
} as const satisfies {
  hero: Hero;
  intro: SectionCopy;
  introItems: readonly Feature[];
  products: SectionCopy & { id: string };
  cta: CtaCopy;
};

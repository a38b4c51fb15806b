import { CalendarCheck, Clock, Server } from "lucide-react";
import { claims } from "./constants";
import type { CtaCopy, Feature, Hero, SectionCopy } from "./types";

export const home = {
  hero: {
    badge: "Software für das Handwerk",
    lead: "Wir entwickeln Software, die Handwerksbetrieben die Terminorganisation abnimmt: automatische Ankündigungen, Online-Buchung rund um die Uhr und optimierte Touren.",
    actions: [
      { label: "Produkte entdecken", anchor: "produkte" },
      { label: "Kostenlos beraten lassen", page: "contact" },
    ],
  },
  intro: {
    heading: "Weniger Abstimmung, mehr Handwerk",
    intro:
      "Telefonate, Rückrufe, verschobene Termine: Die Terminabstimmung kostet Handwerksbetriebe jeden Tag Zeit. Unsere Produkte übernehmen diese Arbeit – für Schornsteinfeger, für Anbieter von Branchensoftware und bald für alle Gewerke.",
  },
  introItems: [
    {
      icon: Clock,
      title: "Bis zu 80\u00a0% weniger Abstimmungs\u00adaufwand",
      text: "Termine werden automatisch angekündigt und online bestätigt, statt am Telefon abgestimmt.",
    },
    {
      icon: CalendarCheck,
      title: "Online-Buchung rund um die Uhr",
      text: "Ihre Kunden buchen, wann es ihnen passt – und erhalten sofort eine Bestätigung.",
    },
    {
      icon: Server,
      title: "Redundante Infra\u00adstruktur in Deutschland",
      text: "Unsere Termin-API läuft auf redundanter Infrastruktur in Deutschland.",
    },
  ],
  products: {
    id: "produkte",
    heading: "Unsere Produkte",
    intro: "Drei Lösungen für eine Aufgabe: Termine, die einfach passen.",
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

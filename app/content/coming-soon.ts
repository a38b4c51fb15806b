import { Building2, MessageSquare, Route, Users } from "lucide-react";
import type { Feature, Hero, SectionCopy } from "./types.ts";

export const comingSoon = {
  hero: {
    badge: "Bald verfügbar",
    lead: "Wir entwickeln eine Terminplattform, die Betriebe aller Gewerke entlasten soll – vom Elektro- bis zum Malerbetrieb. Melden Sie sich an und erfahren Sie als Erste, wann es losgeht.",
    actions: [{ label: "Für Updates anmelden", anchor: "anmeldung" }],
  },
  /** The hero picture: a sketch of the planned week board. */
  board: {
    label:
      "Skizze der geplanten Wochenplanung: Termine von Montag bis Freitag, verteilt auf zwei Personen aus dem Team und ein Fahrzeug.",
    days: ["Mo", "Di", "Mi", "Do", "Fr"],
  },
  features: {
    heading: "Was die Plattform können wird",
  },
  featureItems: [
    {
      icon: Route,
      title: "Selbst\u00adlernende Routen\u00adplanung",
      text: "Die Planung lernt aus jeder Tour und schlägt immer passendere Routen und Zeitfenster vor.",
    },
    {
      icon: MessageSquare,
      title: "Automatisierte Kunden\u00adkommunikation",
      text: "Bestätigungen, Erinnerungen und Änderungen erreichen Ihre Kunden automatisch.",
    },
    {
      icon: Users,
      title: "Ressourcen\u00adplanung",
      text: "Behalten Sie Ihr Team, Fahrzeuge und Material in einer gemeinsamen Planung im Blick.",
    },
    {
      icon: Building2,
      title: "Kunden\u00adportal",
      text: "Ihre Kunden buchen, verschieben und verwalten ihre Termine in einem eigenen Portal.",
    },
  ],
  signup: {
    id: "anmeldung",
    heading: "Updates zum Start",
    intro:
      "Tragen Sie Ihre E-Mail-Adresse ein. Wir informieren Sie, sobald die Terminplattform startet.",
  },
} as const satisfies {
  hero: Hero;
  board: { label: string; days: readonly string[] };
  features: SectionCopy;
  featureItems: readonly Feature[];
  signup: SectionCopy & { id: string };
};

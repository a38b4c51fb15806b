import { Award, Handshake, Heart, Lightbulb } from "lucide-react";
import type {
  CtaCopy,
  Feature,
  Hero,
  ProductCard,
  SectionCopy,
} from "./types.ts";

export const about = {
  hero: {
    badge: "Über uns",
    lead: "Wir sind ein Softwareunternehmen, das sich ganz dem Handwerk verschrieben hat. Unsere Produkte erleichtern Betrieben die Terminorganisation, damit mehr Zeit für das bleibt, was sie am besten können.",
    actions: [],
  },
  /** The hero picture: our path, from the first product to the coming one. */
  path: {
    heading: "Unser Weg",
    /** The products in the order we built them (names, icons, badges: product-cards.ts). */
    steps: [
      { page: "kehrtour", text: "Termine für Schornstein\u00adfeger" },
      { page: "api", text: "dieselbe Technik für Software\u00adanbieter" },
      { page: "comingSoon", text: "für alle Gewerke" },
    ],
  },
  story: [
    {
      title: "Unsere Mission",
      text: "Wir machen digitale Terminorganisation für jeden Handwerksbetrieb einfach – ohne eigene IT-Abteilung und ohne lange Einarbeitung.",
    },
    {
      title: "Unsere Vision",
      text: "Ein Handwerk, in dem kein Termin mehr mühsam am Telefon abgestimmt werden muss: Kunden buchen selbst, Touren planen sich fast von allein, und Betriebe gewinnen Zeit für ihre Arbeit.",
    },
    {
      title: "Unsere Geschichte",
      text: "Unsere Geschichte beginnt mit Kehrtour: Terminankündigung, Online-Buchung und Tourenplanung für Schornsteinfegerbetriebe in einer Plattform. Mit der Termin-API öffnen wir diese Technik für Softwareanbieter, und mit der neuen Terminplattform wollen wir sie bald in alle Gewerke bringen.",
    },
  ],
  values: {
    heading: "Unsere Werte",
    intro: "Vier Werte bestimmen, wie wir arbeiten und was wir bauen.",
  },
  valueItems: [
    {
      icon: Heart,
      title: "Leidenschaft",
      text: "Wir mögen gute Software und das Handwerk gleichermaßen – und bauen Produkte, die wir selbst gern benutzen würden.",
    },
    {
      icon: Award,
      title: "Qualität",
      text: "Zuverlässigkeit geht vor Funktionsfülle: Was wir ausliefern, muss im Alltag eines Betriebs funktionieren.",
    },
    {
      icon: Lightbulb,
      title: "Innovation",
      text: "Wir setzen neue Technik dort ein, wo sie Betrieben spürbar Arbeit abnimmt – etwa bei der Routenoptimierung.",
    },
    {
      icon: Handshake,
      title: "Partnerschaft",
      text: "Wir entwickeln mit unseren Kunden, nicht an ihnen vorbei. Die Rückmeldungen unserer Kunden bestimmen, was wir als Nächstes bauen.",
    },
  ],
  drivers: {
    heading: "Was uns antreibt",
    intro:
      "Jedes Telefonat, das entfällt, ist gewonnene Zeit für das Handwerk.",
  },
  driverItems: [
    "Betriebe, die mehr Zeit für ihre eigentliche Arbeit haben",
    "Termine, auf die sich Betriebe und Kunden verlassen können",
    "Technik, die sich dem Alltag anpasst – nicht umgekehrt",
  ],
  cta: {
    heading: "Lernen Sie uns kennen",
    text: "Erzählen Sie uns von Ihrem Betrieb oder Ihrer Software. Die Beratung ist kostenlos und unverbindlich.",
    actions: [{ label: "Kontakt aufnehmen", page: "contact" }],
  },
} as const satisfies {
  hero: Hero;
  path: {
    heading: string;
    steps: readonly { page: ProductCard["page"]; text: string }[];
  };
  story: readonly { title: string; text: string }[];
  values: SectionCopy;
  valueItems: readonly Feature[];
  drivers: SectionCopy;
  driverItems: readonly string[];
  cta: CtaCopy;
};

import { Bell, CalendarCheck, Mail, Route } from "lucide-react";
import { breakLongWord, claims } from "./constants.ts";
import { site } from "./site.ts";
import type { CtaCopy, Feature, Hero, SectionCopy } from "./types.ts";

export const kehrtour = {
  hero: {
    badge: "Für Schornsteinfeger",
    lead: `Kehrtour erleichtert Ihnen die Terminabstimmung: Ihre Kunden werden automatisch über ihre Termine informiert, buchen selbst online, und Sie fahren eine optimierte Route – mit ${claims.coordinationSaving}.`,
    actions: [
      { label: "Zur Kehrtour-Website", external: site.kehrtourUrl },
      { label: "Kostenlos beraten lassen", page: "contact" },
    ],
  },
  /** The hero picture: an appointment notice on a phone and the day's route. */
  visual: {
    label:
      "Beispiel: Kehrtour kündigt einen Termin per SMS an, der Kunde bestätigt ihn mit einem Tipp, und die Route des Tages verbindet fünf Termine auf kurzen Wegen.",
    sender: "Kehrtour",
    message: [
      "Ihr Schornsteinfeger",
      "kommt am Di., 9.\u00a0März,",
      "zwischen 8 und 10\u00a0Uhr.",
    ],
    confirm: "Termin bestätigen",
    change: "Anderen Termin wählen",
    route: "Ihre Route heute",
  },
  features: {
    heading: "Was Kehrtour in Ihrem Kehrbezirk übernimmt",
    intro: "Drei Funktionen, die Ihnen die Terminarbeit erleichtern.",
  },
  featureItems: [
    {
      icon: Mail,
      title: "Automatische Termin\u00adankündigungen",
      text: "Kehrtour kündigt Ihre Termine automatisch per E-Mail oder SMS an – weniger Zettel im Briefkasten, weniger Hinterhertelefonieren.",
    },
    {
      icon: CalendarCheck,
      title: "Online-Buchung rund um die Uhr",
      text: "Ihre Kunden buchen jederzeit online – einen vorgeschlagenen Termin oder ihren Wunschtermin – und erhalten sofort eine Bestätigung.",
    },
    {
      icon: Route,
      title: "Touren\u00adplanung mit Routen\u00adoptimierung",
      text: "Kehrtour fasst Ihre Termine zu Touren mit kurzen Wegen zusammen. So wird Ihr Arbeitstag planbar.",
    },
  ],
  highlight: {
    value: claims.coordinationSavingFigure,
    // Soft hyphen: at 320 px the word is wider than the screen.
    heading: breakLongWord(claims.coordinationSavingEffect),
    text: "Weniger Telefonate, weniger verschobene Termine, mehr Zeit für die eigentliche Arbeit im Bezirk.",
  },
  steps: {
    heading: "So funktioniert Kehrtour",
  },
  stepItems: [
    {
      icon: Bell,
      title: "Termin ankündigen",
      text: "Kehrtour informiert Ihre Kunden automatisch per E-Mail oder SMS über den anstehenden Termin.",
    },
    {
      icon: CalendarCheck,
      title: "Online bestätigen oder umbuchen",
      text: "Ihre Kunden nehmen den vorgeschlagenen Termin an oder wählen selbst einen neuen – die Bestätigung kommt sofort.",
    },
    {
      icon: Route,
      title: "Tour fahren",
      text: "Sie sehen alle bestätigten Termine in einer optimierten Route für den Tag.",
    },
  ],
  cta: {
    heading: "Fragen zu Kehrtour?",
    text: `Wir zeigen Ihnen, wie Kehrtour in Ihrem Bezirk arbeitet – die Beratung ist kostenlos, und Sie erhalten eine ${claims.responseTime}.`,
    actions: [{ label: "Kostenlos beraten lassen", page: "contact" }],
  },
} as const satisfies {
  hero: Hero;
  visual: {
    label: string;
    sender: string;
    message: readonly string[];
    confirm: string;
    change: string;
    route: string;
  };
  features: SectionCopy;
  featureItems: readonly Feature[];
  highlight: { value: string; heading: string; text: string };
  steps: SectionCopy;
  stepItems: readonly Feature[];
  cta: CtaCopy;
};

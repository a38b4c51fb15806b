import { Plug, Route, Sparkles } from "lucide-react";
import type { ProductCard } from "./types.ts";

/** The three products as cards: home page, Produkte menu and footer. */
export const productCards = [
  {
    page: "kehrtour",
    name: "Kehrtour",
    badge: "Für Schornsteinfeger",
    icon: Route,
    summary:
      "Automatische Terminankündigungen, Online-Buchung rund um die Uhr und Tourenplanung mit Routenoptimierung.",
    linkLabel: "Mehr erfahren",
  },
  {
    page: "api",
    name: "Termin-API",
    badge: "Für Softwareanbieter",
    icon: Plug,
    summary:
      "Routenoptimierte Terminbuchung als REST-API für Handwerkersoftware, CRM, Branchensoftware und Marktplätze.",
    linkLabel: "Mehr erfahren",
  },
  {
    page: "comingSoon",
    name: "Terminplattform",
    badge: "Bald verfügbar",
    icon: Sparkles,
    summary:
      "Die Terminplattform für alle Gewerke – mit selbstlernender Routenplanung und eigenem Kundenportal.",
    linkLabel: "Mehr erfahren",
  },
] as const satisfies readonly ProductCard[];

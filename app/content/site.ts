import { SITE_URL } from "../site/env.ts";
import { company } from "./company.ts";

/** A path of this site as an absolute URL on its public origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).toString();
}

export const site = {
  brand: company.brand,
  description:
    "Wir entwickeln Software für das Handwerk: digitale Terminvergabe, Online-Buchung und Tourenplanung – für Schornsteinfeger, als API für Softwareanbieter und bald für alle Gewerke.",
  locale: "de_DE",
  language: "de",
  skipLink: "Zum Inhalt springen",
  homeLinkLabel: `${company.brand} – zur Startseite`,
  /** Share image for social networks, 1200×630. */
  shareImage: {
    path: "/og-image.jpg",
    width: 1200,
    height: 630,
    alt: `${company.brand}: Termine im Handwerk – einfach digital`,
  },
  /** Product site of Kehrtour; outgoing links get utm_source=<our host>. */
  kehrtourUrl: "https://www.kehrtour.example",
} as const;

/** An external URL tagged with this site's host as its source. */
export function withSourceTag(url: string): string {
  const target = new URL(url);
  target.searchParams.set("utm_source", new URL(SITE_URL).host);
  return target.toString();
}

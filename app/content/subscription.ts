import type { PageId } from "./pages.ts";

/**
 * The pages of the double opt-in (delivery builds only): the two pages a
 * mailed link opens, whose button does the change, and the three results.
 * Not in the sitemap and not indexed.
 */
export interface SubscriptionPage {
  id: string;
  path: string;
  title: string;
  heading: string;
  text: string;
  /** The button that posts the page's form; result pages have none. */
  action?: string;
  /** Where the page leads on. */
  next: { label: string; to: PageId };
}

export const subscriptionPages = [
  {
    id: "signupConfirm",
    path: "/anmeldung/bestaetigen",
    title: "Anmeldung bestätigen",
    heading: "Anmeldung bestätigen",
    text: "Bitte bestätigen Sie, dass wir Ihnen per E-Mail Neuigkeiten zum Start der Terminplattform senden dürfen. Sie können sich jederzeit wieder abmelden \u2013 über den Link in jeder E-Mail.",
    action: "Anmeldung bestätigen",
    next: { label: "Zur Terminplattform", to: "comingSoon" },
  },
  {
    id: "signupConfirmed",
    path: "/anmeldung/bestaetigt",
    title: "Anmeldung bestätigt",
    heading: "Vielen Dank, Ihre Anmeldung ist bestätigt",
    text: "Wir schreiben Ihnen, sobald es Neuigkeiten zum Start der Terminplattform gibt. Abmelden können Sie sich jederzeit über den Link in jeder E-Mail.",
    next: { label: "Zur Startseite", to: "home" },
  },
  {
    id: "signupInvalid",
    path: "/anmeldung/ungueltig",
    title: "Link nicht mehr gültig",
    heading: "Dieser Link ist nicht mehr gültig",
    text: "Der Bestätigungslink ist abgelaufen, oder die Adresse wurde inzwischen abgemeldet. Melden Sie sich einfach erneut an: Sie erhalten dann eine neue E-Mail mit einem Bestätigungslink.",
    next: { label: "Erneut anmelden", to: "comingSoon" },
  },
  {
    id: "unsubscribe",
    path: "/anmeldung/abmelden",
    title: "Abmelden",
    heading: "Von den E-Mails abmelden",
    text: "Sie möchten keine E-Mails zum Start der Terminplattform mehr erhalten? Mit einem Klick löschen wir Ihre E-Mail-Adresse.",
    action: "Abmelden",
    next: { label: "Zur Startseite", to: "home" },
  },
  {
    id: "unsubscribed",
    path: "/anmeldung/abgemeldet",
    title: "Abgemeldet",
    heading: "Sie sind abgemeldet",
    text: "Ihre E-Mail-Adresse ist bei uns nicht mehr gespeichert, und Sie erhalten keine E-Mails mehr von uns.",
    next: { label: "Zur Startseite", to: "home" },
  },
] as const satisfies readonly SubscriptionPage[];

export type SubscriptionPageId = (typeof subscriptionPages)[number]["id"];

/** Path of a double opt-in page, by id: the one way server and mails name them. */
export function subscriptionPath(id: SubscriptionPageId): string {
  return subscriptionPages.find((page) => page.id === id)!.path;
}

/** The double opt-in page served at a path (a trailing slash allowed); the first for any other. */
export function subscriptionPageAt(pathname: string): SubscriptionPage {
  return (
    subscriptionPages.find(
      (page) => page.path === pathname.replace(/\/$/, ""),
    ) ?? subscriptionPages[0]
  );
}

/** The route module that renders all of them. */
export const SUBSCRIPTION_ROUTE_FILE = "routes/subscription.tsx";

/** The description of every subscription page (they are not indexed). */
export const subscriptionDescription =
  "Anmeldung für Neuigkeiten zum Start der Terminplattform: bestätigen oder abmelden.";

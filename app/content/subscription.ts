import {
  type MessagePage,
  messagePagePath,
  toHomePage,
} from "./message-page.ts";

/**
 * The pages of the double opt-in: the two pages a mailed link opens, whose
 * button does the change, and the three results.
 */
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
    next: toHomePage,
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
    next: toHomePage,
  },
  {
    id: "unsubscribed",
    path: "/anmeldung/abgemeldet",
    title: "Abgemeldet",
    heading: "Sie sind abgemeldet",
    text: "Ihre E-Mail-Adresse ist bei uns nicht mehr gespeichert, und Sie erhalten keine E-Mails mehr von uns.",
    next: toHomePage,
  },
] as const satisfies readonly MessagePage[];

export type SubscriptionPageId = (typeof subscriptionPages)[number]["id"];

/** Path of a double opt-in page, by id: the one way server and mails name them. */
export const subscriptionPath = (id: SubscriptionPageId) =>
  messagePagePath(subscriptionPages, id);

/** The description of every subscription page (they are not indexed). */
export const subscriptionDescription =
  "Anmeldung für Neuigkeiten zum Start der Terminplattform: bestätigen oder abmelden.";

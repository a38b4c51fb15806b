import { contactForm } from "./forms.ts";
import {
  type MessagePage,
  messagePagePath,
  toHomePage,
} from "./message-page.ts";

/**
 * Where a form posted without JavaScript leads (delivery builds only): the
 * server stores the submission, then redirects to one of these pages. The
 * browser keeps the filled form in its history, so going back after a
 * refusal brings every entry back. Not in the sitemap and not indexed.
 */
const backToTheForm =
  "Gehen Sie im Browser zurück: Ihre Eingaben stehen noch im Formular.";

export const formResultPages = [
  {
    id: "contactSent",
    path: "/kontakt/gesendet",
    title: "Nachricht gesendet",
    heading: contactForm.success.title,
    text: contactForm.success.text,
    next: toHomePage,
  },
  {
    id: "signupSent",
    path: "/anmeldung/e-mail-gesendet",
    title: "Anmeldung bestätigen",
    heading: "Fast geschafft: Bitte sehen Sie in Ihr Postfach",
    text: "Ist Ihre E-Mail-Adresse neu bei uns oder noch nicht bestätigt, schicken wir Ihnen eine E-Mail mit einem Bestätigungslink (höchstens eine pro Stunde). Erst wenn Sie die Anmeldung dort bestätigen, schreiben wir Ihnen zum Start der Terminplattform. Ist Ihre Adresse schon bestätigt, bleibt alles, wie es ist.",
    next: { label: "Zur Terminplattform", to: "comingSoon" },
  },
  {
    id: "formTooMany",
    path: "/formular/zu-viele-anfragen",
    title: "Zu viele Anfragen",
    heading: "Zu viele Anfragen in kurzer Zeit",
    text: `Ihre Angaben wurden nicht gesendet, weil von Ihrem Anschluss in kurzer Zeit sehr viele Formulare kamen. ${backToTheForm} Bitte warten Sie eine Minute und senden Sie das Formular dann erneut.`,
    next: toHomePage,
  },
  {
    id: "formInvalid",
    path: "/formular/angaben-pruefen",
    title: "Angaben prüfen",
    heading: "Bitte prüfen Sie Ihre Angaben",
    text: `Ihre Angaben wurden nicht gesendet: Ein Pflichtfeld war leer, eine Angabe zu lang oder die E-Mail-Adresse ungültig. ${backToTheForm} Bitte prüfen Sie sie und senden Sie das Formular erneut.`,
    next: toHomePage,
  },
  {
    id: "formFailed",
    path: "/formular/nicht-gesendet",
    title: "Nicht gesendet",
    heading: "Das hat leider nicht geklappt",
    text: `Wegen einer Störung bei uns konnten wir Ihre Angaben gerade nicht speichern. ${backToTheForm} Bitte versuchen Sie es in einigen Minuten erneut, oder schreiben Sie uns oder rufen Sie uns an.`,
    reachUs: true,
    next: toHomePage,
  },
] as const satisfies readonly MessagePage[];

export type FormResultId = (typeof formResultPages)[number]["id"];

/** Path of a form result page, by id: the one way the server names them. */
export const formResultPath = (id: FormResultId) =>
  messagePagePath(formResultPages, id);

/** The description of every form result page (they are not indexed). */
export const formResultDescription =
  "Das Ergebnis Ihres Formulars: gesendet oder was noch fehlt.";

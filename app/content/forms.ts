import { company } from "./company.ts";
import { MESSAGE_ROWS } from "./constants.ts";

/** Toast shown after a form was sent (SPEC §8), title and text verbatim. */
export interface SuccessMessage {
  title: string;
  text: string;
}

export const sendingLabel = "Wird gesendet...";

export const contactForm = {
  name: { label: "Name", autoComplete: "name" },
  email: {
    label: "E-Mail-Adresse",
    autoComplete: "email",
    placeholder: "name@betrieb.de",
  },
  company: {
    label: "Unternehmen",
    optional: "(optional)",
    autoComplete: "organization",
  },
  message: { label: "Nachricht", rows: MESSAGE_ROWS },
  requiredHint: "Pflichtfelder sind mit * gekennzeichnet.",
  submit: "Nachricht senden",
  privacyHint:
    "Wir verarbeiten Ihre Angaben, um Ihre Anfrage zu beantworten. Mehr dazu in der",
  privacyLink: "Datenschutzerklärung",
  success: {
    title: "Nachricht gesendet!",
    text: "Vielen Dank für Ihre Anfrage. Wir melden uns schnellstmöglich bei Ihnen.",
  },
} as const;

export const signupForm = {
  email: {
    label: "E-Mail-Adresse",
    autoComplete: "email",
    placeholder: "name@betrieb.de",
  },
  submit: "Anmelden",
  privacyHint:
    "Wir nutzen Ihre E-Mail-Adresse nur für Neuigkeiten zum Start der Terminplattform. Mehr dazu in der",
  /**
   * With real delivery on, the consent the visitor gives (double opt-in,
   * § 7 Abs. 2 UWG, Art. 7 DSGVO): stored with each sign-up as shown.
   */
  consentHint: `Mit Klick auf \u201EAnmelden\u201C willigen Sie ein, dass wir Ihnen per E-Mail Neuigkeiten zum Start der Terminplattform senden. Sie erhalten zuerst eine E-Mail mit einem Bestätigungslink. Sie können sich jederzeit abmelden \u2013 über den Link in jeder E-Mail oder per Nachricht an ${company.privacyEmail}. Mehr dazu in der`,
  privacyLink: "Datenschutzerklärung",
  success: {
    title: "Erfolgreich angemeldet!",
    text: "Sie erhalten exklusive Updates über den Start unserer Terminplattform.",
  },
} as const;

/**
 * With real delivery on (FORM_DELIVERY=api): what a visitor reads when a
 * submission did not arrive. The form keeps everything they typed.
 */
export const deliveryFailure = {
  contactTitle: "Nachricht konnte nicht gesendet werden",
  signupTitle: "Anmeldung konnte nicht übermittelt werden",
  network:
    "Bitte prüfen Sie Ihre Internetverbindung und senden Sie das Formular erneut. Ihre Eingaben bleiben erhalten.",
  invalid:
    "Bitte prüfen Sie Ihre Angaben und senden Sie das Formular erneut. Ihre Eingaben bleiben erhalten.",
  tooMany:
    "Zu viele Anfragen in kurzer Zeit. Bitte warten Sie eine Minute und senden Sie das Formular dann erneut.",
  server: `Das hat leider nicht geklappt. Bitte versuchen Sie es in einigen Minuten erneut oder schreiben Sie uns an ${company.email}. Ihre Eingaben bleiben erhalten.`,
} as const;

/** Shown instead of a working form when JavaScript is off. */
export const noScriptHint =
  "Zum Absenden des Formulars wird JavaScript benötigt. Sie erreichen uns auch per E-Mail oder Telefon:";

/** The label of the live region that announces toasts. */
export const toastRegionLabel = "Benachrichtigungen";
/** The accessible name of each toast's close button. */
export const toastCloseLabel = "Meldung schließen";

/** The consent text of the sign-up exactly as a visitor reads it, for the consent record. */
export const signupConsentRecord = `${signupForm.consentHint} ${signupForm.privacyLink}.`;

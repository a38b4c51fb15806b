import { MESSAGE_ROWS } from "./constants";

/** Toast shown after a form was sent (SPEC §8), title and text verbatim. */
export interface SuccessMessage {
  title: string;
  text: string;
}

export const sendingLabel = "Wird gesendet...";

export const contactForm = {
  name: { label: "Name", autoComplete: "name" },
  email: {
    label: "E-Mail",
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
    "Wir nutzen Ihre E-Mail-Adresse nur, um Sie über den Start der Terminplattform zu informieren. Mehr dazu in der",
  privacyLink: "Datenschutzerklärung",
  success: {
    title: "Erfolgreich angemeldet!",
    text: "Sie erhalten exklusive Updates über den Start unserer Terminplattform.",
  },
} as const;

/** Shown instead of a working form when JavaScript is off. */
export const noScriptHint =
  "Zum Absenden des Formulars wird JavaScript benötigt. Sie erreichen uns auch per E-Mail oder Telefon:";

/** The label of the live region that announces toasts. */
export const toastRegionLabel = "Benachrichtigungen";

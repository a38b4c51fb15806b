/** The specification's constants, each defined once. */

/** Simulated send delay of both forms (SPEC §9). */
export const SEND_DELAY_MS = 1000;
/** With real delivery on: how long a submission may take before the visitor is told (issue #5). */
export const SUBMIT_TIMEOUT_MS = 10_000;
/** Rows of the contact form's message box (SPEC §9). */
export const MESSAGE_ROWS = 6;
/** Year in the footer's copyright line (SPEC §9). */
export const COPYRIGHT_YEAR = 2025;
/** Date the legal notice was last updated (SPEC §2). */
export const LEGAL_NOTICE_DATE = "27.08.2025";

/** Date of the privacy statement's current wording ("Stand"). */
export const PRIVACY_STATEMENT_DATE = "29.11.2026";
/** The EU Commission shut its online dispute-resolution platform down (Regulation (EU) 2024/3228). */
export const ODR_SHUTDOWN_DATE = "20.07.2025";

/**
 * The figures of the specification's claims (SPEC §1, §9), with a
 * non-breaking space before the unit. No other figure may appear in the copy.
 */
export const claimFigures = {
  coordinationSaving: "80\u00a0%",
  responseTime: "24\u00a0Stunden",
  apiResponseTime: "2\u00a0Sekunden",
  uptime: "99,9\u00a0%",
} as const;

const coordinationSavingFigure = `bis zu ${claimFigures.coordinationSaving}`;
const coordinationSavingEffect = "weniger Abstimmungsaufwand";

/**
 * Marketing claims exactly as the specification gives them (SPEC §1, §9),
 * each defined here once: content uses them through this object, never as a
 * literal (content.test.ts fails on a literal copy).
 */
export const claims = {
  coordinationSaving: `${coordinationSavingFigure} ${coordinationSavingEffect}`,
  /** The eye-catcher keeps its qualifier (Blickfang): never the bare figure. */
  coordinationSavingFigure,
  /** What the figure saves, under the eye-catcher. */
  coordinationSavingEffect,
  responseTime: `Antwort innerhalb von ${claimFigures.responseTime}`,
  /** Written as a title. */
  consultation: "Kostenlose Beratung",
  apiResponseTime: `Antwortzeit unter ${claimFigures.apiResponseTime}`,
  uptime: `${claimFigures.uptime} Verfügbarkeit`,
  infrastructure: "Redundante Infrastruktur in Deutschland",
  security: "OAuth\u00a02.0",
} as const;

/** A claim at the start of a title: its first letter capitalised. */
export function asTitle(claim: string): string {
  return claim.charAt(0).toUpperCase() + claim.slice(1);
}

/**
 * The claims' long word with a soft hyphen, for headings that are wider than
 * a 320 px screen (running text needs none).
 */
export function breakLongWord(text: string): string {
  return text.replace("Abstimmungsaufwand", "Abstimmungs\u00adaufwand");
}

export { retention } from "./retention.ts";

/**
 * The contact form's spam defence (delivery builds only), defined once: the
 * server enforces these figures and the privacy statement states them. An
 * enquiry that fails a check is held back for review, never refused.
 */
export const spamLimits = Object.freeze({
  /** An enquiry sent sooner than this after the form was shown is held back. */
  minFillSeconds: 3,
  /** A signed form time older than this is held back; a used one's hash is kept this long. */
  formTimeDays: 7,
  /** How long the hash of a used proof-of-work result (ALTCHA) is kept. */
  proofReuseHours: 24,
  /** How long a proof-of-work task holds; the form fetches a fresh one an hour before. */
  proofValidHours: 24,
  /** Pages with a fresh form time per client (an IPv4 address, an IPv6 /64) in formTimePageMinutes; past it the page goes out as built. */
  formTimePagesPerClient: 30,
  formTimePageMinutes: 10,
  /** Enquiries from one client (an IPv4 address, an IPv6 /64) handled as usual within clientWindowHours; further ones are held back. */
  enquiriesPerClientDay: 3,
  /** The window of enquiriesPerClientDay, and how long its keyed hash of the address is kept. */
  clientWindowHours: 24,
  /** Notice mails per hour; beyond them enquiries are held back and one summary mail is sent. */
  noticesPerHour: 10,
  /** Confirmation mails of sign-ups asked for per hour; beyond them a sign-up is refused with "try later". */
  signupMailsPerHour: 30,
  /**
   * Of those, sign-ups without the form's proof (no valid form time, or the
   * script's post without a solved task): beyond them such a sign-up is
   * refused with "try later" too. A person's browser brings both.
   */
  unprovenSignupMailsPerHour: 3,
  /** A sign-up sent sooner than this after its page was shown lacks the form's proof (one field, often filled by the browser). */
  signupMinFillSeconds: 1,
});

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

/** Marketing claims exactly as the specification gives them (SPEC §1, §9). */
export const claims = {
  coordinationSaving: "bis zu 80\u00a0% weniger Abstimmungsaufwand",
  responseTime: "Antwort innerhalb von 24\u00a0Stunden",
  consultation: "kostenlose Beratung",
  apiResponseTime: "Antwortzeit unter 2\u00a0Sekunden",
  uptime: "99,9\u00a0% Verfügbarkeit",
  infrastructure: "Redundante Infrastruktur in Deutschland",
  security: "OAuth\u00a02.0",
} as const;

export { retention } from "./retention.ts";

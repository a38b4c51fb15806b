import { type Log, quietLog } from "../log.ts";
import { describeTally } from "./intake.ts";
import { takeInMailbox } from "./mailbox.ts";
import type { Store } from "../store/index.ts";
import { every } from "../jobs/every.ts";

/** How often the server reads the bounce mailbox (the privacy statement says so). */
export const BOUNCE_INTAKE_EVERY_MS = 5 * 60_000;

/**
 * Why the mailbox cannot be reached, by the code of the error (Node's for
 * the network and TLS, imapflow's for its own timeouts and closed
 * connections): a few words for the owner. Any other fault is not one of
 * reaching it, and every() logs it whole.
 */
const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: "der Server nimmt keine Verbindung an",
  ECONNRESET: "der Server bricht die Verbindung ab",
  ENOTFOUND: "der Rechner ist unbekannt",
  EAI_AGAIN: "der Name des Rechners lässt sich gerade nicht auflösen",
  ETIMEDOUT: "der Server antwortet nicht",
  EHOSTUNREACH: "der Rechner ist nicht erreichbar",
  ENETUNREACH: "das Netz des Rechners ist nicht erreichbar",
  CONNECT_TIMEOUT: "der Server antwortet nicht",
  GREETING_TIMEOUT:
    "der Server grüßt nicht wie ein IMAP-Server (stimmen Port und imap:// oder imaps://?)",
  ClosedAfterConnectTLS: "der Server schließt die Verbindung gleich wieder",
  ClosedAfterConnectText: "der Server schließt die Verbindung gleich wieder",
  EPROTO: "TLS kommt nicht zustande (stimmen Port und imap:// oder imaps://?)",
  ERR_SSL_WRONG_VERSION_NUMBER:
    "TLS kommt nicht zustande (stimmen Port und imap:// oder imaps://?)",
  ERR_TLS_CERT_ALTNAME_INVALID:
    "das Zertifikat des Servers gilt nicht für diesen Namen",
  CERT_HAS_EXPIRED: "das Zertifikat des Servers ist abgelaufen",
  DEPTH_ZERO_SELF_SIGNED_CERT: "dem Zertifikat des Servers wird nicht vertraut",
  SELF_SIGNED_CERT_IN_CHAIN: "dem Zertifikat des Servers wird nicht vertraut",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    "dem Zertifikat des Servers wird nicht vertraut",
};

/**
 * The sentence for a mailbox that cannot be reached or refuses the login,
 * with what to check in BOUNCE_IMAP_URL (never its password); undefined
 * for any other fault.
 */
function unreachableMailbox(
  error: unknown,
  imapUrl: string,
): string | undefined {
  const { code, authenticationFailed } = (error ?? {}) as {
    code?: unknown;
    authenticationFailed?: unknown;
  };
  const reason =
    authenticationFailed === true
      ? "der Server lehnt die Anmeldung ab (Benutzer oder Passwort)"
      : typeof code === "string" && code in UNREACHABLE
        ? `${UNREACHABLE[code]} (${code})`
        : undefined;
  if (reason === undefined) return undefined;
  const url = new URL(imapUrl);
  const port = Number(url.port) || (url.protocol === "imaps:" ? 993 : 143);
  const user = url.username
    ? `, Benutzer ${decodeURIComponent(url.username)}`
    : "";
  return `Das Rücklauf-Postfach lässt sich nicht lesen, ${reason}: Prüfen Sie BOUNCE_IMAP_URL (Rechner ${url.hostname}, Port ${port}${user}); der Server versucht es alle ${BOUNCE_INTAKE_EVERY_MS / 60_000} Minuten wieder.`;
}

/**
 * Every five minutes (and at start), the server reads the bounce mailbox
 * (BOUNCE_IMAP_URL) as `npm run inbox -- bounces` does, deletes what it
 * read, and logs what it changed and what it set aside. Safe on every
 * instance at once: taking a report in twice changes nothing more. A
 * mailbox it cannot reach is one sentence in the log at each try, not a
 * stack trace.
 */
export function scheduleBounceIntake(
  store: Pick<Store, "submissions" | "updates" | "secrets" | "week">,
  { imapUrl, bounceAddress }: { imapUrl: string; bounceAddress: string },
  {
    log = quietLog(),
    everyMs = BOUNCE_INTAKE_EVERY_MS,
  }: { log?: Log; everyMs?: number } = {},
) {
  return every({
    does: "Das Lesen des Rücklauf-Postfachs (BOUNCE_IMAP_URL)",
    everyMs,
    log,
    async run() {
      try {
        const { messages, tally } = await takeInMailbox(
          store,
          imapUrl,
          bounceAddress,
          // A report set aside unread, or deleted from there: for the owner to know.
          { log: (line) => log.warn(line) },
        );
        if (messages > 0) log.info(describeTally(tally, messages));
        return tally;
      } catch (error) {
        const sentence = unreachableMailbox(error, imapUrl);
        if (sentence === undefined) throw error;
        log.warn(sentence);
        return undefined;
      }
    },
  });
}

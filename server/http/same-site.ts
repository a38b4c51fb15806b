import type { FastifyRequest } from "fastify";

/** How often at most the log names a refused post: a flood fills no log. */
const NOTICE_EVERY_MS = 60_000;
/** How much of a header the log shows: whoever sends it chooses its length. */
const SHOWN_CHARACTERS = 100;

/** A header as the log shows it: printable ASCII, cut short. */
function shown(value: string | string[] | undefined): string {
  if (value === undefined) return "(fehlt)";
  const text = String(value).replace(/[^\x20-\x7e]/g, "?");
  return text.length > SHOWN_CHARACTERS
    ? `${text.slice(0, SHOWN_CHARACTERS)}…`
    : text;
}

/**
 * Tells the owner why a post was refused: the headers it came with and the
 * origin the site takes, in one line, at most once a minute (with how many
 * were refused meanwhile). Nothing the visitor entered, nor their address.
 */
function refusalNotice(
  siteOrigin: string | undefined,
  warn: (message: string) => void,
  now: () => number,
) {
  let lastAt = -Infinity;
  let leftOut = 0;
  return (request: FastifyRequest, ownOrigin: string) => {
    if (now() - lastAt < NOTICE_EVERY_MS) {
      leftOut++;
      return;
    }
    const expected = siteOrigin
      ? `von SITE_URL ${siteOrigin}. Kam es von Ihnen selbst, rufen Sie die Website unter genau dieser Adresse auf (Protokoll, Host und Port).`
      : `von ${shown(ownOrigin)}, der Adresse der Anfrage selbst (SITE_URL ist nicht gesetzt). Setzen Sie SITE_URL auf die Adresse der Website; hinter einem Proxy muss sonst TRUST_PROXY stimmen.`;
    warn(
      `Ein Formular wurde abgelehnt (403), weil es nicht von der Adresse der Website kam: Origin ${shown(request.headers.origin)}, Sec-Fetch-Site ${shown(request.headers["sec-fetch-site"])}; angenommen werden nur Formulare ${expected} Weitere Ablehnungen meldet das Log höchstens einmal in der Minute.${leftOut > 0 ? ` Seit der letzten Meldung wurden ${leftOut} weitere abgelehnt.` : ""}`,
    );
    lastAt = now();
    leftOut = 0;
  };
}

/**
 * Browsers say where a request comes from; only this site's own pages may
 * post. A refusal is thrown, so each route answers it its own way: the API
 * with a 403, a form page with its refusal page; and the log says why
 * (`warn`, at most once a minute).
 *
 * The origin must be the site's (`siteOrigin`, from SITE_URL), never one
 * the request names itself through its Host header; without a site origin,
 * the one the request was made to. A browser hides the origin ("null") in a
 * sandboxed frame, on a redirect from another site, and under a referrer
 * policy that sends none: such a post is taken only when Sec-Fetch-Site
 * says it came from the same origin (decision 036). A request with neither
 * header comes from no browser (a mail program's one-click unsubscribe, a
 * script) and is taken: no browser can be made to send it for someone else.
 */
export function crossSiteCheck(
  siteOrigin: string | undefined,
  warn: (message: string) => void = () => {},
  now: () => number = Date.now,
) {
  const notice = refusalNotice(siteOrigin, warn, now);
  return async function rejectCrossSite(request: FastifyRequest) {
    const site = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    // Behind a trusted proxy, protocol and host are the ones the visitor
    // used (X-Forwarded-Proto / -Host); otherwise those headers change nothing.
    const ownOrigin = siteOrigin ?? `${request.protocol}://${request.host}`;
    const foreignOrigin =
      origin !== undefined &&
      (origin === "null" ? site !== "same-origin" : origin !== ownOrigin);
    if ((site && site !== "same-origin" && site !== "none") || foreignOrigin) {
      notice(request, ownOrigin);
      throw Object.assign(
        new Error("Anfragen von anderen Websites werden nicht angenommen."),
        { statusCode: 403, code: "CROSS_SITE" },
      );
    }
  };
}

/** The check each posting route runs first (its onRequest hook). */
export type RejectCrossSite = ReturnType<typeof crossSiteCheck>;

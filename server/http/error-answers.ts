import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { deliveryFailure } from "../../app/content/forms.ts";
import { BAD_REQUEST } from "./client-errors.ts";
import { logFault } from "./fault-log.ts";

/** Clear answers to the ways a request body can be wrong. */
const REQUEST_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Bitte senden Sie JSON (Content-Type: application/json).",
  FST_ERR_CTP_BODY_TOO_LARGE: "Die Anfrage ist zu groß.",
  FST_ERR_CTP_INVALID_JSON_BODY: "Die Anfrage ist kein gültiges JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Die Anfrage ist leer.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH:
    "Die Längenangabe der Anfrage stimmt nicht.",
};

/**
 * The server's error handler: bad requests get a clear 4xx; only a real
 * fault of the server is a 5xx, and only that is logged.
 */
/** A sign-up refused because the hour's confirmation mails are all asked for. */
export const SIGNUPS_PAUSED = "SIGNUPS_PAUSED";

export function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // A store that is down: logged once a minute by the store keeper, and the
  // visitor is told how else to reach the company.
  // The hour's confirmation mails are all asked for (issue 52): counted by
  // the store, and the visitor told the same.
  if (error.code === "STORE_UNAVAILABLE" || error.code === SIGNUPS_PAUSED)
    return reply
      .code(503)
      .header("Retry-After", error.code === SIGNUPS_PAUSED ? "3600" : "60")
      .send({ error: deliveryFailure.server });
  const status =
    error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) logFault(request.log, error);
  // Refusals whose message is written for the visitor.
  if (error.code === "RATE_LIMITED" || error.code === "CROSS_SITE")
    return reply.code(status).send({ error: error.message });
  const known = status !== 500 ? REQUEST_ERRORS[error.code] : undefined;
  if (known) return reply.code(status).send({ error: known });
  return reply
    .code(status)
    .send({ error: status === 500 ? "Interner Fehler." : BAD_REQUEST });
}

import type { FastifyError, FastifyInstance } from "fastify";
import { formResultPath } from "../../app/content/form-results.ts";
import { formPagePath } from "../../app/content/pages.ts";
import { SIGNUPS_PAUSED } from "./error-answers.ts";
import type { Log } from "../log.ts";
import { logFault } from "./fault-log.ts";
import type { FormRoutes } from "./form-api.ts";
import { FORMS, type Form, MAX_FORM_CHARACTERS } from "./submissions.ts";

/**
 * The form pages, which take the same submissions as the API as a plain
 * HTML post (form-encoded), for visitors whose JavaScript is off or did not
 * load; the answer is a redirect to a result page.
 */
export const FORM_PAGE_ACTIONS: Record<Form, string> = {
  contact: formPagePath("contact"),
  signup: formPagePath("signup"),
};
/** Where a plain form post leads (303 See Other), by outcome. */
const FORM_RESULTS = {
  contact: formResultPath("contactSent"),
  signup: formResultPath("signupSent"),
  tooMany: formResultPath("formTooMany"),
  invalid: formResultPath("formInvalid"),
  failed: formResultPath("formFailed"),
};

/**
 * Largest accepted form-encoded body: every field at its limit in characters
 * of four bytes, each byte written as %XX; far above any real form, far
 * below harm.
 */
const FORM_BODY_LIMIT = MAX_FORM_CHARACTERS * 12 + 1024;

/** Where a refused or failed post leads: a page that says what happened. */
function resultOfFault(error: FastifyError, log: Log) {
  const status = error.statusCode ?? 500;
  // A store that is down is logged by the store keeper, once a minute.
  if (
    status >= 500 &&
    error.code !== "STORE_UNAVAILABLE" &&
    error.code !== SIGNUPS_PAUSED
  )
    logFault(log, error);
  // A post refused as another site's comes, from a real visitor, only
  // from a fault of ours (a proxy's protocol or host not trusted).
  return error.code === "RATE_LIMITED"
    ? FORM_RESULTS.tooMany
    : status >= 500 || error.code === "CROSS_SITE"
      ? FORM_RESULTS.failed
      : FORM_RESULTS.invalid;
}

/**
 * The forms as plain HTML posts to their pages, form-encoded only, by the
 * rules of the JSON API. Every refusal leads to a page that says what
 * happened; the browser's history still holds the filled form.
 */
export async function registerFormPages(
  app: FastifyInstance,
  { receive, rateLimits, rejectCrossSite }: FormRoutes,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) =>
      reply.redirect(resultOfFault(error, request.log), 303),
    );
    for (const form of FORMS) {
      scope.post(
        FORM_PAGE_ACTIONS[form],
        {
          bodyLimit: FORM_BODY_LIMIT,
          onRequest: rejectCrossSite,
          preHandler: rateLimits.perForm[form],
        },
        async (request, reply) => {
          const fields = await receive[form](request, "page");
          return reply.redirect(
            fields ? FORM_RESULTS.invalid : FORM_RESULTS[form],
            303,
          );
        },
      );
    }
  });
}

import type { FastifyInstance } from "fastify";
import { CHALLENGE_PATH, type FieldErrors } from "../../app/lib/submission.ts";
import type { SpamDefence } from "../spam/defence.ts";
import type { RateLimits } from "./rate-limits.ts";
import type { RejectCrossSite } from "./same-site.ts";
import {
  FORMS,
  type Form,
  MAX_FORM_CHARACTERS,
  type Receive,
} from "./submissions.ts";

/**
 * Largest accepted JSON body: every field at its limit in characters of four
 * bytes; far above any real form, far below harm.
 */
const BODY_LIMIT = MAX_FORM_CHARACTERS * 4 + 1024;

function invalid(fields: FieldErrors) {
  return { error: "Bitte prüfen Sie Ihre Angaben.", fields };
}

/** What the form routes need, the JSON API's and the plain form pages' alike. */
export interface FormRoutes {
  /** Validates, stores and tells the mailer, per form. */
  receive: Record<Form, Receive>;
  rateLimits: RateLimits;
  rejectCrossSite: RejectCrossSite;
}

/**
 * The form API: POST /api/contact and /api/signup, JSON only, same-origin
 * only, rate-limited per client; 201 once the submission is stored, 400
 * with the field errors when it is invalid.
 */
export function registerFormApi(
  app: FastifyInstance,
  { receive, rateLimits, rejectCrossSite }: FormRoutes,
) {
  for (const form of FORMS) {
    app.post(
      `/api/${form}`,
      {
        bodyLimit: BODY_LIMIT,
        onRequest: rejectCrossSite,
        preHandler: rateLimits.perForm[form],
      },
      async (request, reply) => {
        const fields = await receive[form](request, "api");
        if (fields) return reply.code(400).send(invalid(fields));
        // The same answer whatever was stored: it tells nobody whether an address is known.
        return reply.code(201).send({ ok: true });
      },
    );
  }
}

/**
 * The contact form's task (proof of work) and a fresh signed form time, for
 * its script: asked for when the form comes alive and after each enquiry.
 * Counted per client on its own, as any route.
 */
export function registerChallenge(
  app: FastifyInstance,
  spam: SpamDefence,
  rateLimits: RateLimits,
) {
  app.get(CHALLENGE_PATH, rateLimits.ownCount, async () => spam.challenge());
}

import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyRequest } from "fastify";
import { spamLimits } from "../../app/content/constants.ts";
import { signupConsentRecord } from "../../app/content/forms.ts";
import {
  type FieldErrors,
  type Validation,
  limits,
  validateContact,
  validateSignup,
} from "../../app/lib/submission.ts";
import type { Arrival, SpamDefence } from "../spam/defence.ts";
import type { Store } from "../store/index.ts";
import { SIGNUPS_PAUSED } from "./error-answers.ts";

/** The forms the server takes, whichever way they arrive (the API or a plain post to their page). */
export const FORMS = ["contact", "signup"] as const;
export type Form = (typeof FORMS)[number];

/** Every field of a form at its limit, in characters. */
export const MAX_FORM_CHARACTERS = Object.values(limits).reduce(
  (a, b) => a + b,
  0,
);

/** A valid submission, with what came with it. */
type Taken<T> = Extract<Validation<T>, { ok: true }>;

/** The least time a sign-up's answer takes, whatever the store did: far above either way's cost (about 4 and 5 ms). */
export const EVEN_ANSWER_MS = 15;

/** Takes one form's submission from a request: its field errors when it is invalid, nothing when it was taken. */
export type Receive = (
  request: FastifyRequest,
  via: Arrival,
) => Promise<FieldErrors | undefined>;

/**
 * How each form is taken: validated with the browser's rules, stored before
 * the caller answers, and the mailer told. A contact enquiry the spam
 * defence suspects is stored and held back; a sign-up with a filled
 * honeypot is taken and discarded (double opt-in asks the address anyway).
 */
export function receivers(
  store: Store,
  mailer: { flush(): Promise<void> } | undefined,
  spam: SpamDefence,
  {
    heldOverviewMinutes = 60,
    signupMailsPerHour = spamLimits.signupMailsPerHour,
    unprovenSignupMailsPerHour = spamLimits.unprovenSignupMailsPerHour,
  }: {
    heldOverviewMinutes?: number;
    signupMailsPerHour?: number;
    unprovenSignupMailsPerHour?: number;
  } = {},
): Record<Form, Receive> {
  /** Validates, keeps what is valid (before the answer) and tells the mailer. */
  async function take<T>(
    result: Validation<T>,
    keep: (taken: Taken<T>) => Promise<unknown>,
  ): Promise<FieldErrors | undefined> {
    if (!result.ok) return result.fields;
    await keep(result);
    void mailer?.flush();
    return undefined;
  }
  return {
    // The same enquiry from the same client within ten minutes (a double
    // click without JavaScript, a request retried after a timeout) is stored
    // and mailed once; the repeat gets the same answer.
    contact: (request, via) =>
      take(validateContact(request.body), async (taken) => {
        await store.submissions.addContact(taken.value, {
          repeatKey: await store.secrets.keyOf(
            "repeat",
            JSON.stringify(["contact", request.ip, taken.value]),
          ),
          verdict: await spam.screen(taken.value, {
            via,
            ip: request.ip,
            honeypot: taken.honeypot,
            transport: taken.transport,
          }),
        });
        // A held one is listed at once when no overview went out within the
        // hour (issue 46); after the answer, so its timing tells nothing.
        setImmediate(() => {
          void store.held
            .queueOverview(new Date(), heldOverviewMinutes)
            .then((listed) => (listed > 0 ? mailer?.flush() : undefined))
            .catch(() => {});
        });
      }),
    // A repeated sign-up stores nothing new and sends no second mail within
    // the hour (store.subscribe).
    // A new address costs a row and a queued mail more than a known one: the
    // answer waits to the same moment either way, so its timing tells nobody
    // whether an address is subscribed.
    // One without the form's proof (its signed time, and with the script
    // a solved task) has a smaller cap of its own; past either the visitor
    // is told to try later or write (never a silent loss).
    signup: (request, via) =>
      answeredEvenly(() =>
        take(
          validateSignup(request.body),
          async ({ value, honeypot, transport }) => {
            if (
              !honeypot &&
              (await store.submissions.subscribe(
                value.email,
                signupConsentRecord,
                {
                  mailsPerHour: signupMailsPerHour,
                  unprovenPerHour: Math.min(
                    signupMailsPerHour,
                    unprovenSignupMailsPerHour,
                  ),
                  unproven: await spam.screenSignup({ via, transport }),
                },
              )) === "over-cap"
            )
              throw signupsPaused();
          },
        ),
      ),
  };
}

/** The answer to a sign-up past the hour's confirmation mails: try later, or write. */
const signupsPaused = () =>
  Object.assign(
    new Error(
      "Die Bestätigungs-E-Mails dieser Stunde sind vergeben (SIGNUP_MAILS_PER_HOUR).",
    ),
    { statusCode: 503, code: SIGNUPS_PAUSED },
  );

async function answeredEvenly<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const left = EVEN_ANSWER_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
  return result;
}

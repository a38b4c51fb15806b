import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyRequest } from "fastify";
import { signupConsentRecord } from "../../app/content/forms.ts";
import {
  type FieldErrors,
  type Validation,
  limits,
  validateContact,
  validateSignup,
} from "../../app/lib/submission.ts";
import type { Store } from "../store/index.ts";

/** The forms the server takes, whichever way they arrive (the API or a plain post to their page). */
export const FORMS = ["contact", "signup"] as const;
export type Form = (typeof FORMS)[number];

/** Every field of a form at its limit, in characters. */
export const MAX_FORM_CHARACTERS = Object.values(limits).reduce(
  (a, b) => a + b,
  0,
);

/** The least time a sign-up's answer takes, whatever the store did: far above either way's cost (about 4 and 5 ms). */
export const EVEN_ANSWER_MS = 15;

/** Takes one form's submission from a request: its field errors when it is invalid, nothing when it was taken. */
export type Receive = (
  request: FastifyRequest,
) => Promise<FieldErrors | undefined>;

/**
 * How each form is taken: validated with the browser's rules, stored before
 * the caller answers, and the mailer told. A filled honeypot is taken and
 * discarded.
 */
export function receivers(
  store: Store,
  mailer: { flush(): Promise<void> } | undefined,
): Record<Form, Receive> {
  async function take<T>(
    result: Validation<T>,
    keep: (value: T) => Promise<unknown>,
  ): Promise<FieldErrors | undefined> {
    if (!result.ok) return result.fields;
    if (!result.honeypot) {
      await keep(result.value);
      void mailer?.flush();
    }
    return undefined;
  }
  return {
    // The same enquiry from the same client within ten minutes (a double
    // click without JavaScript, a request retried after a timeout) is stored
    // and mailed once; the repeat gets the same answer.
    contact: (request) =>
      take(validateContact(request.body), async (contact) =>
        store.submissions.addContact(contact, {
          repeatKey: await store.secrets.keyOf(
            "repeat",
            JSON.stringify(["contact", request.ip, contact]),
          ),
        }),
      ),
    // A repeated sign-up stores nothing new and sends no second mail within
    // the hour (store.subscribe).
    // A new address costs a row and a queued mail more than a known one: the
    // answer waits to the same moment either way, so its timing tells nobody
    // whether an address is subscribed.
    signup: (request) =>
      answeredEvenly(() =>
        take(validateSignup(request.body), ({ email }) =>
          store.submissions.subscribe(email, signupConsentRecord),
        ),
      ),
  };
}

async function answeredEvenly<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const left = EVEN_ANSWER_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
  return result;
}

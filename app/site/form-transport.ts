import { SEND_DELAY_MS, SUBMIT_TIMEOUT_MS } from "~/content/constants";
import { formPagePath, type formPages } from "~/content/pages";

export type FormKind = keyof typeof formPages;

/** What a form hands over: field name to the text the visitor entered. */
export type FormValues = Record<string, string>;

/** How submissions travel, fixed at build time by FORM_DELIVERY (docs/decisions/008). */
export type DeliveryMode = "simulated" | "api";

/** A submission that did not arrive; `status` is the HTTP status, if there was an answer. */
export class DeliveryError extends Error {
  readonly status?: number;
  constructor(status?: number) {
    super(status ? `HTTP ${status}` : "network");
    this.status = status;
  }
}

/**
 * Delivers a form submission. Simulated (the specification's default): a
 * fixed wait and no network request. With delivery on: a JSON POST to the
 * site's own API, given up after 10 s. Failures throw a DeliveryError.
 */
function createTransport(mode: DeliveryMode) {
  return async function deliver(
    kind: FormKind,
    values: FormValues,
  ): Promise<void> {
    if (mode === "simulated") {
      await new Promise<void>((resolve) => setTimeout(resolve, SEND_DELAY_MS));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SUBMIT_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(`/api/${kind}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
        signal: controller.signal,
      });
    } catch {
      throw new DeliveryError();
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) throw new DeliveryError(response.status);
  };
}

export const deliverForm = createTransport(__FORM_DELIVERY__);

/** Whether this build delivers for real: then the forms also carry the server's limits and a honeypot. */
export const realDelivery = __FORM_DELIVERY__ === "api";

/**
 * What makes a form work without JavaScript: with real delivery, a plain
 * HTML post (form-encoded) to its own page, which the server answers with a
 * result page; the island's submit handler replaces it once React runs.
 * Nothing in the simulated build, which has no server to post to.
 */
export function nativeSubmission(kind: FormKind) {
  return realDelivery
    ? {
        method: "post",
        action: formPagePath(kind),
      }
    : {};
}

import { SEND_DELAY_MS } from "~/content/constants";

export type FormKind = "contact" | "signup";

/** What a form hands over: field name to the text the visitor entered. */
export type FormValues = Record<string, string>;

/**
 * Delivers a form submission. The specification simulates it: a fixed wait
 * and no network request. This one function is the seam where real delivery
 * replaces the simulation without touching the form components.
 */
export async function deliverForm(
  _kind: FormKind,
  _values: FormValues,
): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, SEND_DELAY_MS));
}

import { type FormEvent, useState } from "react";
import { showToast } from "./toast";
import { type SuccessMessage, deliveryFailure } from "~/content/forms";
import {
  DeliveryError,
  type FormKind,
  type FormValues,
  deliverForm,
} from "~/site/form-transport";

/**
 * The states both forms share: idle → sending → idle, with the form cleared
 * and a success toast at the end. The browser's own validation runs before
 * the submit event, so an invalid form never gets here. When a real delivery
 * fails, an error toast says what to do and the form keeps every entry.
 */
export function useFormSubmission(
  kind: FormKind,
  success: SuccessMessage,
  /** What an enquiry needs besides its fields (the spam defence's stamp), and what follows its success. */
  extra?: { stamp(values: FormValues): Promise<void>; renew(): void },
) {
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values: FormValues = {};
    new FormData(form).forEach((value, name) => {
      if (typeof value === "string") values[name] = value;
    });
    setSending(true);
    try {
      await extra?.stamp(values);
      await deliverForm(kind, values);
      form.reset();
      extra?.renew();
      showToast("success", success.title, success.text);
    } catch (error) {
      showToast(
        "error",
        kind === "contact"
          ? deliveryFailure.contactTitle
          : deliveryFailure.signupTitle,
        failureText(error),
      );
    } finally {
      setSending(false);
    }
  }

  return { sending, onSubmit };
}

function failureText(error: unknown): string {
  const status = error instanceof DeliveryError ? error.status : undefined;
  if (status === undefined) return deliveryFailure.network;
  if (status === 429) return deliveryFailure.tooMany;
  if (status >= 400 && status < 500) return deliveryFailure.invalid;
  return deliveryFailure.server;
}

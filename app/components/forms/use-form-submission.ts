import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { SuccessMessage } from "~/content/forms";
import {
  type FormKind,
  type FormValues,
  deliverForm,
} from "~/lib/form-transport";

/**
 * The states both forms share: idle → sending → idle, with the form cleared
 * and a success toast at the end. The browser's own validation runs before
 * the submit event, so an invalid form never gets here.
 */
export function useFormSubmission(kind: FormKind, success: SuccessMessage) {
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
      await deliverForm(kind, values);
      form.reset();
      toast.success(success.title, { description: success.text });
    } finally {
      setSending(false);
    }
  }

  return { sending, onSubmit };
}

import { useEffect, useRef } from "react";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { prefilledMessage } from "~/content/contact";
import { contactForm as copy } from "~/content/forms";
import { nativeSubmission, realDelivery } from "~/site/form-transport";
import { FormField, PrivacyHint } from "./form-field";
import { FormToaster } from "./toast";
import { SpamDefenceFields } from "./honeypot";
import { NoScriptHint } from "./no-script-hint";
import { SubmitButton } from "./submit-button";
import { useFormSubmission } from "./use-form-submission";
import { useSpamProof } from "./use-spam-proof";

/**
 * Once React runs, writes the message that a link named (`?anliegen=demo`)
 * into the empty message box. The prerendered HTML cannot know the query; a
 * visitor who already started typing keeps their text.
 */
function usePrefilledMessage() {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const message = prefilledMessage(window.location.search);
    const box = ref.current;
    if (message && box && box.value === "") box.value = message;
  }, []);
  return ref;
}

/** The contact form: name, e-mail and message required, company optional. */
export function ContactForm() {
  const spamProof = useSpamProof(realDelivery);
  const { sending, onSubmit } = useFormSubmission(
    "contact",
    copy.success,
    spamProof,
  );
  const messageRef = usePrefilledMessage();
  return (
    <>
      <form
        {...nativeSubmission("contact")}
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-busy={sending}
      >
        <p className="text-sm text-muted-foreground">{copy.requiredHint}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="contact-name"
            name="name"
            label={copy.name.label}
            required
          >
            {(control) => (
              <Input {...control} autoComplete={copy.name.autoComplete} />
            )}
          </FormField>
          <FormField
            id="contact-email"
            name="email"
            label={copy.email.label}
            required
          >
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete={copy.email.autoComplete}
                placeholder={copy.email.placeholder}
              />
            )}
          </FormField>
        </div>
        <FormField
          id="contact-company"
          name="company"
          label={copy.company.label}
          optional={copy.company.optional}
        >
          {(control) => (
            <Input {...control} autoComplete={copy.company.autoComplete} />
          )}
        </FormField>
        <FormField
          id="contact-message"
          name="message"
          label={copy.message.label}
          required
        >
          {(control) => (
            <Textarea {...control} ref={messageRef} rows={copy.message.rows} />
          )}
        </FormField>
        <PrivacyHint text={copy.privacyHint} link={copy.privacyLink} />
        <SubmitButton
          sending={sending}
          label={copy.submit}
          size="lg"
          className="self-start"
        />
        {realDelivery ? <SpamDefenceFields /> : <NoScriptHint />}
      </form>
      <FormToaster />
    </>
  );
}

import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { prefilledMessage } from "~/content/contact";
import { contactForm as copy } from "~/content/forms";
import { pathOf } from "~/content/pages";
import { realDelivery } from "~/lib/form-transport";
import { limits } from "~/lib/submission.ts";
import { FormToaster } from "./toast";
import { Honeypot } from "./honeypot";
import { NoScriptHint } from "./no-script-hint";
import { SubmitButton } from "./submit-button";
import { useFormSubmission } from "./use-form-submission";

function Required() {
  return (
    <span aria-hidden="true" className="text-cta-strong">
      {" "}
      *
    </span>
  );
}

/**
 * Once React runs, writes the message that a link named (`?anliegen=demo`)
 * into the empty message box. The prerendered HTML cannot know the query; a
 * visitor who already started typing keeps their text.
 */
function usePrefilledMessage() {
  const ref = useRef<HTMLTextAreaElement>(null);
  const { search } = useLocation();
  useEffect(() => {
    const message = prefilledMessage(search);
    const box = ref.current;
    if (message && box && box.value === "") box.value = message;
  }, [search]);
  return ref;
}

/** The contact form: name, e-mail and message required, company optional. */
export function ContactForm() {
  const { sending, onSubmit } = useFormSubmission("contact", copy.success);
  const messageRef = usePrefilledMessage();
  return (
    <>
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-busy={sending}
      >
        <p className="text-sm text-muted-foreground">{copy.requiredHint}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor="contact-name">
              {copy.name.label}
              <Required />
            </Label>
            <Input
              id="contact-name"
              name="name"
              maxLength={realDelivery ? limits.name : undefined}
              required
              autoComplete={copy.name.autoComplete}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="contact-email">
              {copy.email.label}
              <Required />
            </Label>
            <Input
              id="contact-email"
              name="email"
              maxLength={realDelivery ? limits.email : undefined}
              type="email"
              required
              autoComplete={copy.email.autoComplete}
              placeholder={copy.email.placeholder}
            />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="contact-company">
            {copy.company.label}{" "}
            <span className="font-normal text-muted-foreground">
              {copy.company.optional}
            </span>
          </Label>
          <Input
            id="contact-company"
            name="company"
            maxLength={realDelivery ? limits.company : undefined}
            autoComplete={copy.company.autoComplete}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="contact-message">
            {copy.message.label}
            <Required />
          </Label>
          <Textarea
            id="contact-message"
            name="message"
            ref={messageRef}
            maxLength={realDelivery ? limits.message : undefined}
            required
            rows={copy.message.rows}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          {copy.privacyHint}{" "}
          <Link
            reloadDocument
            to={pathOf("privacy")}
            className="font-medium text-primary underline underline-offset-2"
          >
            {copy.privacyLink}
          </Link>
          .
        </p>
        <SubmitButton
          sending={sending}
          label={copy.submit}
          size="lg"
          className="self-start"
        />
        {realDelivery && <Honeypot />}
        <NoScriptHint />
      </form>
      <FormToaster />
    </>
  );
}

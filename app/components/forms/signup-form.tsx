import { Link } from "react-router";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { signupForm as copy } from "~/content/forms";
import { pathOf } from "~/content/pages";
import { realDelivery } from "~/lib/form-transport";
import { limits } from "~/lib/submission.ts";
import { FormToaster } from "./toast";
import { Honeypot } from "./honeypot";
import { NoScriptHint } from "./no-script-hint";
import { SubmitButton } from "./submit-button";
import { useFormSubmission } from "./use-form-submission";

/** The sign-up for launch updates: one required e-mail field. */
export function SignupForm() {
  const { sending, onSubmit } = useFormSubmission("signup", copy.success);
  return (
    <>
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-3"
        aria-busy={sending}
      >
        <Label htmlFor="signup-email">{copy.email.label}</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id="signup-email"
            name="email"
            maxLength={realDelivery ? limits.email : undefined}
            type="email"
            required
            autoComplete={copy.email.autoComplete}
            placeholder={copy.email.placeholder}
            className="sm:flex-1"
          />
          <SubmitButton sending={sending} label={copy.submit} size="lg" />
        </div>
        <p className="text-sm text-muted-foreground">
          {realDelivery ? copy.consentHint : copy.privacyHint}{" "}
          <Link
            reloadDocument
            to={pathOf("privacy")}
            className="font-medium text-primary underline underline-offset-2"
          >
            {copy.privacyLink}
          </Link>
          .
        </p>
        {realDelivery && <Honeypot />}
        <NoScriptHint />
      </form>
      <FormToaster />
    </>
  );
}

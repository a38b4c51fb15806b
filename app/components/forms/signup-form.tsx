import { Input } from "~/components/ui/input";
import { signupForm as copy } from "~/content/forms";
import { nativeSubmission, realDelivery } from "~/site/form-transport";
import { FormField, PrivacyHint } from "./form-field";
import { FormToaster } from "./toast";
import { SpamDefenceFields } from "./honeypot";
import { NoScriptHint } from "./no-script-hint";
import { SubmitButton } from "./submit-button";
import { useFormSubmission } from "./use-form-submission";
import { useSpamProof } from "./use-spam-proof";

/** The sign-up for launch updates: one required e-mail field. */
export function SignupForm() {
  const spamProof = useSpamProof(realDelivery);
  const { sending, onSubmit } = useFormSubmission(
    "signup",
    copy.success,
    spamProof,
  );
  return (
    <div className="mt-8 max-w-xl">
      <form
        {...nativeSubmission("signup")}
        onSubmit={onSubmit}
        className="flex flex-col gap-3"
        aria-busy={sending}
      >
        <FormField
          id="signup-email"
          name="email"
          label={copy.email.label}
          className="flex flex-col gap-3"
        >
          {(control) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                {...control}
                required
                type="email"
                autoComplete={copy.email.autoComplete}
                placeholder={copy.email.placeholder}
                className="sm:flex-1"
              />
              <SubmitButton sending={sending} label={copy.submit} size="lg" />
            </div>
          )}
        </FormField>
        <PrivacyHint
          text={realDelivery ? copy.consentHint : copy.privacyHint}
          link={copy.privacyLink}
        />
        {realDelivery ? <SpamDefenceFields /> : <NoScriptHint />}
      </form>
      <FormToaster />
    </div>
  );
}

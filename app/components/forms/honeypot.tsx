import { FORM_TIME_FIELD, HONEYPOT_FIELD } from "~/lib/submission.ts";

/**
 * A field people never see or reach; form-filling bots do fill it, and the
 * server then holds their enquiry back (a sign-up: discards it). Only
 * rendered with real delivery.
 */
function Honeypot() {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}

/**
 * The signed time the form was shown: without a value in the build, given
 * one by the server each time it sends the page (server/http/pages.ts).
 * React renders it with no value of its own, so hydrating the form keeps
 * the server's (a `defaultValue` would be written over it).
 */
function FormTime() {
  return (
    <input type="hidden" name={FORM_TIME_FIELD} suppressHydrationWarning />
  );
}

/** A form's hidden fields of the spam defence (both forms): the honeypot and the form time. */
export function SpamDefenceFields() {
  return (
    <>
      <Honeypot />
      <FormTime />
    </>
  );
}

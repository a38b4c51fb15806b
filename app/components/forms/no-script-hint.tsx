import { company } from "~/content/company";
import { noScriptHint } from "~/content/forms";

/**
 * Where scripting is off, the forms cannot send: this note offers e-mail and
 * phone instead. A CSS media feature shows it, so nothing flashes while
 * JavaScript is still loading.
 */
export function NoScriptHint() {
  return (
    <p className="hidden rounded-md border border-cta/40 bg-cta/5 p-3 text-sm [@media(scripting:none)]:block">
      {noScriptHint}{" "}
      <a href={`mailto:${company.email}`} className="text-primary underline">
        {company.email}
      </a>
      ,{" "}
      <a href={`tel:${company.phone.href}`} className="text-primary underline">
        {company.phone.display}
      </a>
    </p>
  );
}

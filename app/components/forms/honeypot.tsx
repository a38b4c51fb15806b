import { HONEYPOT_FIELD } from "~/lib/submission.ts";

/**
 * A field people never see or reach; form-filling bots do fill it, and the
 * server then quietly discards the submission. Only rendered with real delivery.
 */
export function Honeypot() {
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

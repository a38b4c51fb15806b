import { Button, type ButtonProps } from "~/components/ui/button";
import { sendingLabel } from "~/content/forms";
import { useHydrated } from "~/hooks/use-hydrated";
import { realDelivery } from "~/site/form-transport";

/**
 * A submit button that is disabled and says so while its form is sending.
 * With real delivery the form also works as a plain HTML post, so the button
 * works before and without JavaScript. In the simulated build there is no
 * server to post to: there it waits for JavaScript, so a form can never be
 * sent as a plain page request (which would put the visitor's data into a URL).
 */
export function SubmitButton({
  sending,
  label,
  ...props
}: Omit<ButtonProps, "type" | "children"> & {
  sending: boolean;
  label: string;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      disabled={sending || (!hydrated && !realDelivery)}
      variant="cta"
      {...props}
    >
      {sending ? sendingLabel : label}
    </Button>
  );
}

import { Button, type ButtonProps } from "~/components/ui/button";
import { sendingLabel } from "~/content/forms";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * A submit button that is disabled and says so while its form is sending.
 * Before JavaScript runs it stays disabled, so a form can never be sent as a
 * plain page request (which would put the visitor's data into a URL).
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
      disabled={sending || !hydrated}
      variant="cta"
      {...props}
    >
      {sending ? sendingLabel : label}
    </Button>
  );
}

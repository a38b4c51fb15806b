import { Toaster } from "sonner";
import { toastCloseLabel, toastRegionLabel } from "~/content/forms";

/**
 * The live region for form messages. It lives with the forms, so pages
 * without a form do not load the toast library.
 */
export function FormToaster() {
  return (
    <Toaster
      position="top-center"
      closeButton
      duration={6000}
      customAriaLabel={toastRegionLabel}
      toastOptions={{
        classNames: { icon: "text-primary" },
        closeButtonAriaLabel: toastCloseLabel,
      }}
    />
  );
}

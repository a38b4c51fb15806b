import type { ReactNode } from "react";
import { Label } from "~/components/ui/label";
import { pathOf } from "~/content/pages";
import { realDelivery } from "~/site/form-transport";
import { limits } from "~/lib/submission.ts";

/** What every control of a form field gets: its id, name, limit and whether it is required. */
interface ControlProps {
  id: string;
  name: keyof typeof limits;
  maxLength: number | undefined;
  required: boolean;
}

interface FormFieldProps {
  id: string;
  name: keyof typeof limits;
  label: string;
  /** Required fields get the star the form's hint explains. */
  required?: boolean;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optional?: string;
  /** The control, given its wiring: Input, Textarea, or a control with more beside it. */
  children: (control: ControlProps) => ReactNode;
  className?: string;
}

/**
 * One field of a form: the label (with the required star or the optional
 * note) and its control, wired to the same id and name and, with real
 * delivery, to the server's length limit.
 */
export function FormField({
  id,
  name,
  label,
  required = false,
  optional,
  children,
  className = "flex flex-col gap-2",
}: FormFieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-cta-strong">
            {" "}
            *
          </span>
        )}
        {optional && (
          <>
            {" "}
            <span className="font-normal text-muted-foreground">
              {optional}
            </span>
          </>
        )}
      </Label>
      {children({
        id,
        name,
        maxLength: realDelivery ? limits[name] : undefined,
        required,
      })}
    </div>
  );
}

/** The sentence under a form that links to the privacy statement. */
export function PrivacyHint({ text, link }: { text: string; link: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      {text}{" "}
      <a
        href={pathOf("privacy")}
        className="text-primary underline underline-offset-2"
      >
        {link}
      </a>
      .
    </p>
  );
}

import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** Shared look of text fields: input and textarea. */
export const fieldClassName =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60";

export function Input({
  className,
  type = "text",
  ...props
}: ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(fieldClassName, "min-h-11", className)}
      {...props}
    />
  );
}

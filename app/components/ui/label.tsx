import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
    <label
      data-slot="label"
      className={cn("text-sm leading-none", className)}
      {...props}
    />
  );
}

import type { LucideIcon, LucideProps } from "lucide-react";
import { cn } from "~/lib/utils";

/**
 * A decorative icon from the content; hidden from assistive technology. It
 * keeps its size beside text that wraps onto a second line.
 */
export function Icon({
  icon: Component,
  className,
  ...props
}: LucideProps & { icon: LucideIcon }) {
  return (
    <Component
      aria-hidden="true"
      focusable="false"
      className={cn("shrink-0", className)}
      {...props}
    />
  );
}

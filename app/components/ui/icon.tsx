import type { LucideIcon, LucideProps } from "lucide-react";

/** A decorative icon from the content; hidden from assistive technology. */
export function Icon({
  icon: Component,
  ...props
}: LucideProps & { icon: LucideIcon }) {
  return <Component aria-hidden="true" focusable="false" {...props} />;
}

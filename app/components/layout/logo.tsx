import { cn } from "~/lib/utils";
import { LOGO } from "./logo-mark";

/** The brand mark (logo-mark.ts), drawn in the brand colours of the stylesheet. */
export function LogoMark({ className }: { className?: string }) {
  const { roof, route, dot } = LOGO;
  return (
    <svg
      viewBox={LOGO.viewBox}
      aria-hidden="true"
      focusable="false"
      className={cn("size-8 shrink-0", className)}
    >
      <rect
        width={LOGO.size}
        height={LOGO.size}
        rx={LOGO.cornerRadius}
        className="fill-primary"
      />
      <path
        d={roof.d}
        fill="none"
        strokeWidth={roof.width}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <path
        d={route.d}
        fill="none"
        strokeWidth={route.width}
        strokeOpacity={route.opacity}
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
      <circle cx={dot.cx} cy={dot.cy} r={dot.r} className="fill-cta" />
    </svg>
  );
}

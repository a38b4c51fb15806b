import { cn } from "~/lib/utils";

/** The brand mark: a roof over a route, drawn in the brand colours. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn("size-8 shrink-0", className)}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M7 15.5 16 8l9 7.5"
        fill="none"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <path
        d="M10 23.5h4.5a2.5 2.5 0 0 0 0-5h-1a2.5 2.5 0 0 1 0-5"
        fill="none"
        strokeWidth="2.2"
        strokeLinecap="round"
        className="stroke-primary-foreground/70"
      />
      <circle cx="21.5" cy="23.5" r="2.5" className="fill-cta" />
    </svg>
  );
}

import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";

/** Horizontal frame shared by every section. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)}
      {...props}
    />
  );
}

interface SectionProps {
  id?: string;
  heading: string;
  intro?: string;
  /** Muted background to separate neighbouring sections. */
  tone?: "plain" | "muted";
  /** The heading's id; defaults to a name derived from the section id. */
  headingId?: string;
  children?: ReactNode;
}

/** A page section with an h2 that names it for assistive technology. */
export function Section({
  id,
  heading,
  intro,
  tone = "plain",
  headingId = id ? `${id}-titel` : undefined,
  children,
}: SectionProps) {
  return (
    <section
      id={id}
      // In-page jumps move focus to the section itself.
      tabIndex={id ? -1 : undefined}
      aria-labelledby={headingId}
      // Read by what follows: a closing call to action after a plain section (cta-band.tsx).
      data-tone={tone}
      className={cn(
        "py-16 outline-none sm:py-20",
        tone === "muted" && "bg-muted",
      )}
    >
      <Container>
        <div className="max-w-3xl">
          <h2
            id={headingId}
            className="text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {heading}
          </h2>
          {intro && (
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
              {intro}
            </p>
          )}
        </div>
        {children}
      </Container>
    </section>
  );
}

import type { ReactNode } from "react";
import { ActionLink } from "~/components/action-link";
import { Badge } from "~/components/ui/badge";
import type { Hero } from "~/content/types";
import { cn } from "~/lib/utils";
import { Container } from "./section";

interface PageHeroProps extends Hero {
  heading: string;
  /**
   * The page's own picture: beside the text on wide screens, below it on
   * narrow ones. Without one the header is compact (legal pages, Kontakt).
   */
  aside?: ReactNode;
}

/** The top of every page: badge, the page's one h1, lead, actions and picture. */
export function PageHero({
  badge,
  heading,
  lead,
  actions,
  aside,
}: PageHeroProps) {
  return (
    <div className="relative overflow-hidden border-b bg-linear-to-b from-secondary/70 to-background">
      <Container
        className={cn(
          aside
            ? "grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[3fr_2fr] lg:gap-12"
            : "py-10 sm:py-14",
        )}
      >
        <div className="flex max-w-3xl min-w-0 flex-col items-start gap-5">
          {badge && <Badge>{badge}</Badge>}
          <h1
            // A focus target: the skip link and in-page jumps may land here.
            tabIndex={-1}
            className="text-[1.75rem] leading-tight font-bold tracking-tight text-balance break-words outline-none sm:text-4xl lg:text-5xl"
          >
            {heading}
          </h1>
          <p className="text-lg leading-relaxed text-muted-foreground sm:text-xl">
            {lead}
          </p>
          {actions.length > 0 && (
            <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
              {actions.map((action, index) => (
                <ActionLink
                  key={action.label}
                  action={action}
                  variant={index === 0 ? "cta-lg" : "outline"}
                  size="lg"
                />
              ))}
            </div>
          )}
        </div>
        {aside && (
          // scripts/build/make-images.ts puts this picture on the share image.
          <div data-share-motif className="min-w-0">
            {aside}
          </div>
        )}
      </Container>
    </div>
  );
}

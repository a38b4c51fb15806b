import type { ReactNode } from "react";
import { ActionLink } from "~/components/action-link";
import { Badge } from "~/components/ui/badge";
import type { Hero } from "~/content/types";
import { HeroArt } from "./hero-art";
import { Container } from "./section";

interface PageHeroProps extends Hero {
  heading: string;
  /** Optional content beside the text on wide screens. */
  aside?: ReactNode;
}

/** The top of every page: badge, the page's one h1, lead and actions. */
export function PageHero({
  badge,
  heading,
  lead,
  actions,
  aside,
}: PageHeroProps) {
  return (
    <div className="relative overflow-hidden border-b bg-linear-to-b from-secondary/70 to-background">
      <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div className="flex max-w-3xl min-w-0 flex-col items-start gap-5">
          {badge && <Badge>{badge}</Badge>}
          <h1
            // Focus lands here after a route change (see useRouteFocus).
            tabIndex={-1}
            className="text-[1.75rem] leading-tight font-extrabold tracking-tight text-balance break-words outline-none sm:text-4xl lg:text-5xl"
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
        {aside ?? <HeroArt />}
      </Container>
    </div>
  );
}

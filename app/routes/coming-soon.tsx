import type { PageHandle } from "~/hooks/use-ships-javascript";
import { Island } from "~/components/forms/island";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { WeekBoardArt } from "~/components/visuals/week-board-art";
import { pageById } from "~/content/pages";
import { comingSoon } from "~/content/coming-soon";
import { pageMeta } from "~/site/seo";

/** The form needs React in the browser: this page ships JavaScript and hydrates. */
export const handle = { hydrate: true } satisfies PageHandle;

export const meta = () => pageMeta("comingSoon");

export default function ComingSoonPage() {
  return (
    <>
      <PageHero
        heading={pageById("comingSoon").heading}
        {...comingSoon.hero}
        aside={<WeekBoardArt {...comingSoon.board} />}
      />
      <Section
        heading={comingSoon.features.heading}
        headingId="funktionen-titel"
      >
        <FeatureGrid items={comingSoon.featureItems} columns={4} />
      </Section>
      <Section
        id={comingSoon.signup.id}
        heading={comingSoon.signup.heading}
        intro={comingSoon.signup.intro}
        tone="muted"
      >
        <Island name="signup" />
      </Section>
    </>
  );
}

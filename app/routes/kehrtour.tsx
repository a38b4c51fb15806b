import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Highlight } from "~/components/sections/highlight";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import { KehrtourArt } from "~/components/visuals/kehrtour-art";
import { pageById } from "~/content/pages";
import { kehrtour } from "~/content/kehrtour";
import { pageMeta } from "~/site/seo";

export const meta = () => pageMeta("kehrtour");

export default function KehrtourPage() {
  return (
    <>
      <PageHero
        heading={pageById("kehrtour").heading}
        {...kehrtour.hero}
        aside={<KehrtourArt {...kehrtour.visual} />}
      />
      <Section
        heading={kehrtour.features.heading}
        intro={kehrtour.features.intro}
        headingId="funktionen-titel"
      >
        <FeatureGrid items={kehrtour.featureItems} />
      </Section>
      <Highlight {...kehrtour.highlight} />
      <Section heading={kehrtour.steps.heading} headingId="ablauf-titel">
        <Steps items={kehrtour.stepItems} />
      </Section>
      <CtaBand {...kehrtour.cta} />
    </>
  );
}

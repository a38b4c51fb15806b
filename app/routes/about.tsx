import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StoryColumns } from "~/components/sections/story-columns";
import { ProductPath } from "~/components/visuals/product-path";
import { about } from "~/content/about";
import { pageById } from "~/content/pages";
import { pageMeta } from "~/site/seo";

export const meta = () => pageMeta("about");

export default function AboutPage() {
  return (
    <>
      <PageHero
        heading={pageById("about").heading}
        {...about.hero}
        aside={<ProductPath {...about.path} />}
      />
      <StoryColumns items={about.story} />
      <Section
        heading={about.values.heading}
        intro={about.values.intro}
        tone="muted"
        headingId="werte-titel"
      >
        <FeatureGrid items={about.valueItems} columns={4} />
      </Section>
      <Section
        heading={about.drivers.heading}
        intro={about.drivers.intro}
        headingId="antrieb-titel"
      >
        <CheckList items={about.driverItems} />
      </Section>
      <CtaBand {...about.cta} />
    </>
  );
}

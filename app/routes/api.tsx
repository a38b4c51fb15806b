import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { CodePanel } from "~/components/visuals/code-panel";
import { pageById } from "~/content/pages";
import { api } from "~/content/api-product";
import { pageMeta } from "~/site/seo";

export const meta = () => pageMeta("api");

export default function ApiPage() {
  return (
    <>
      <PageHero
        heading={pageById("api").heading}
        {...api.hero}
        aside={
          <CodePanel
            badge={api.example.badge}
            title={api.example.title}
            text={api.example.text}
            blocks={[api.example.request, api.example.response]}
          />
        }
      />
      <Section
        heading={api.audience.heading}
        intro={api.audience.intro}
        headingId="zielgruppen-titel"
      >
        <FeatureGrid items={api.audienceItems} columns={4} />
      </Section>
      <Section
        heading={api.tech.heading}
        tone="muted"
        headingId="technik-titel"
      >
        <FeatureGrid items={api.techItems} columns={4} />
      </Section>
      <CtaBand {...api.cta} />
    </>
  );
}

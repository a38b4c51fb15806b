import { Route as RouteIcon } from "lucide-react";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageById } from "~/content/pages";
import { api } from "~/content/api-product";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("api");

export default function ApiPage() {
  return (
    <>
      <PageHero
        heading={pageById("api").heading}
        {...api.hero}
        aside={
          <div className="rounded-2xl border bg-card p-6 shadow-sm">
            <RouteIcon aria-hidden="true" className="size-8 text-primary" />
            <h2 className="mt-4 text-xl font-bold tracking-tight">
              {api.booking.heading}
            </h2>
            <p className="mt-2 leading-relaxed text-muted-foreground">
              {api.booking.text}
            </p>
          </div>
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

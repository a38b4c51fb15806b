import { Check } from "lucide-react";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Container, Section } from "~/components/sections/section";
import { ProductPath } from "~/components/visuals/product-path";
import { about } from "~/content/about";
import { pageById } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("about");

export default function AboutPage() {
  return (
    <>
      <PageHero
        heading={pageById("about").heading}
        {...about.hero}
        aside={<ProductPath {...about.path} />}
      />
      <section
        aria-label={about.story.map((item) => item.title).join(", ")}
        className="py-16 sm:py-20"
      >
        <Container className="grid gap-10 md:grid-cols-3">
          {about.story.map((item) => (
            <div key={item.title}>
              <h2 className="text-2xl font-bold tracking-tight">
                {item.title}
              </h2>
              <p className="mt-3 leading-relaxed text-muted-foreground">
                {item.text}
              </p>
            </div>
          ))}
        </Container>
      </section>
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
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {about.driverItems.map((item) => (
            <li key={item} className="flex gap-3 rounded-xl border bg-card p-5">
              <Check
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-primary"
              />
              <span className="leading-relaxed">{item}</span>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand {...about.cta} />
    </>
  );
}

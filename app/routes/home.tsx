import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProductCards } from "~/components/sections/product-cards";
import { ProductsArt } from "~/components/visuals/products-art";
import { Section } from "~/components/sections/section";
import { home } from "~/content/home";
import { pageById } from "~/content/pages";
import { productCards } from "~/content/product-cards";
import { pageMeta } from "~/site/seo";

export const meta = () => pageMeta("home");

export default function HomePage() {
  return (
    <>
      <PageHero
        heading={pageById("home").heading}
        {...home.hero}
        aside={<ProductsArt />}
      />
      <Section
        heading={home.intro.heading}
        intro={home.intro.intro}
        headingId="intro-titel"
      >
        <FeatureGrid items={home.introItems} />
      </Section>
      <Section
        id={home.products.id}
        heading={home.products.heading}
        intro={home.products.intro}
        tone="muted"
      >
        <ProductCards products={productCards} />
      </Section>
      <CtaBand {...home.cta} />
    </>
  );
}

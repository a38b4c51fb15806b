import { company } from "../content/company";
import type { Page } from "../content/pages";
import { pageById } from "../content/pages";
import { productCards } from "../content/product-cards";
import { absoluteUrl, site } from "../content/site";
import { SITE_URL } from "./env";

/**
 * JSON-LD for search engines, per page: the organisation everywhere, a
 * breadcrumb trail on inner pages, and the software product on product pages.
 * Written into the prerendered HTML at build time, so it costs no JavaScript.
 */
function structuredData(page: Page): object[] {
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${SITE_URL}/#organisation`,
    name: company.legalName,
    alternateName: site.brand,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    email: company.email,
    telephone: company.phone.href,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressCountry: company.countryCode,
    },
  };
  const data: object[] = [organization];

  if (page.path !== "/") {
    const trail = [pageById("home"), page];
    data.push({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((entry, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: entry.label,
        item: absoluteUrl(entry.path),
      })),
    });
  }

  const product = productCards.find((card) => card.page === page.id);
  if (product) {
    data.push({
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: product.name,
      description: page.description,
      url: absoluteUrl(page.path),
      applicationCategory: "BusinessApplication",
      operatingSystem: "Web",
      inLanguage: "de",
      publisher: { "@id": organization["@id"] },
    });
  }
  return data;
}

/** The script tags for a page's head; `<` is escaped so no text can end the script. */
export function structuredDataTags(page: Page): string {
  return structuredData(page)
    .map(
      (entry) =>
        `<script type="application/ld+json">${JSON.stringify(entry).replaceAll("<", "\\u003c")}</script>`,
    )
    .join("");
}

import type { MetaDescriptor } from "react-router";
import { type PageId, pageById } from "~/content/pages";
import { absoluteUrl, site } from "~/content/site";

interface MetaInput {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** Path of the page; omit for pages without a canonical URL (404). */
  path?: string;
  noindex?: boolean;
  /** A share image of the page's own; the site's by default. */
  image?: { path: string; alt: string };
}

export function documentTitle(title: string): string {
  return `${title} – ${site.brand}`;
}

/** Title, description, canonical URL and social tags of one page. */
export function buildMeta({
  title,
  description,
  path,
  noindex = false,
  image = site.shareImage,
}: MetaInput): MetaDescriptor[] {
  const fullTitle = documentTitle(title);
  const imageUrl = absoluteUrl(image.path);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(site.shareImage.width) },
    { property: "og:image:height", content: String(site.shareImage.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (path !== undefined) {
    const url = absoluteUrl(path);
    meta.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
    );
  }
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

/** The meta tags of a page of the page list. */
export function pageMeta(id: PageId): MetaDescriptor[] {
  const page = pageById(id);
  return buildMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    image: page.shareImage,
  });
}

// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { cssToken } from "~/lib/css-tokens";
import { SITE_URL } from "~/site/env";
import { readDesignTokens } from "~/lib/design-tokens";
import { assertBuilt, clientDir, htmlFileOf, parseHtml } from "./build-output";

beforeAll(assertBuilt);

const productPages = [
  "/produkte/kehrtour",
  "/produkte/api",
  "/produkte/coming-soon",
];
const meta = (doc: Document, key: string) =>
  doc
    .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
    ?.getAttribute("content");

/** Width and height of a JPEG, read from its start-of-frame marker. */
function jpegSize(file: string) {
  const data = readFileSync(file);
  for (let offset = 2; offset < data.length;) {
    const marker = data.readUInt16BE(offset);
    if (marker >= 0xffc0 && marker <= 0xffc2) {
      return {
        height: data.readUInt16BE(offset + 5),
        width: data.readUInt16BE(offset + 7),
      };
    }
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  throw new Error(`${file} has no frame header`);
}

describe.each(pages)("search and sharing tags of $path", (page) => {
  const doc = () => parseHtml(htmlFileOf(page.path));

  it("has a short title, a fitting description and an absolute canonical URL", () => {
    const document = doc();
    expect(document.title.length).toBeLessThanOrEqual(60);
    expect(document.title).toMatch(/ – Zunftwerk$/);
    const description = meta(document, "description") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(
      document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    ).toBe(new URL(page.path, `${SITE_URL}/`).toString());
  });

  it("has Open Graph and Twitter tags with the 1200×630 share image", () => {
    const document = doc();
    expect(meta(document, "og:locale")).toBe("de_DE");
    expect(meta(document, "og:title")).toBe(document.title);
    expect(meta(document, "og:description")).toBe(
      meta(document, "description"),
    );
    expect(meta(document, "og:url")).toBe(
      new URL(page.path, `${SITE_URL}/`).toString(),
    );
    expect(meta(document, "twitter:card")).toBe("summary_large_image");
    const image = new URL(meta(document, "og:image")!);
    expect(image.origin).toBe(new URL(SITE_URL).origin);
    expect(meta(document, "twitter:image")).toBe(image.toString());
    expect([
      meta(document, "og:image:width"),
      meta(document, "og:image:height"),
    ]).toEqual(["1200", "630"]);
    expect(jpegSize(path.join(clientDir, image.pathname))).toEqual({
      width: 1200,
      height: 630,
    });
  });

  it("describes itself in valid JSON-LD", () => {
    const blocks = [
      ...doc().querySelectorAll('script[type="application/ld+json"]'),
    ].map((script) => JSON.parse(script.textContent ?? ""));
    const types = blocks.map((block) => block["@type"]);
    expect(types).toContain("Organization");
    expect(types.includes("BreadcrumbList")).toBe(page.path !== "/");
    expect(types.includes("SoftwareApplication")).toBe(
      productPages.includes(page.path),
    );
    const breadcrumb = blocks.find(
      (block) => block["@type"] === "BreadcrumbList",
    );
    if (breadcrumb) {
      expect(breadcrumb.itemListElement.at(-1).item).toBe(
        new URL(page.path, `${SITE_URL}/`).toString(),
      );
    }
  });
});

describe("share images", () => {
  const shared = (path: string) => {
    const document = parseHtml(htmlFileOf(path));
    return {
      image: new URL(meta(document, "og:image")!).pathname,
      alt: meta(document, "og:image:alt"),
      twitterAlt: meta(document, "twitter:image:alt"),
    };
  };

  it("each product page and Über uns has its own, the home page the site's", () => {
    const own = [...productPages, "/ueber-uns"].map(shared);
    const images = own.map(({ image }) => image);
    expect(new Set(images).size).toBe(own.length);
    expect(images).not.toContain(site.shareImage.path);
    expect(shared("/")).toEqual({
      image: site.shareImage.path,
      alt: site.shareImage.alt,
      twitterAlt: site.shareImage.alt,
    });
  });

  it("names the page's title and picture in its alt text, without soft hyphens", () => {
    for (const page of pages) {
      if (!("shareImage" in page)) continue;
      const { image, alt, twitterAlt } = shared(page.path);
      expect(image).toBe(page.shareImage.path);
      expect(alt).toBe(page.shareImage.alt);
      expect(twitterAlt).toBe(alt);
      expect(alt).toContain(page.heading.replaceAll("\u00ad", ""));
      expect(alt).not.toContain("\u00ad");
    }
  });
});

describe("site-wide files", () => {
  it("the sitemap lists the absolute URL of every page and nothing else", () => {
    const xml = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(locations).toEqual(
      pages.map((page) => new URL(page.path, `${SITE_URL}/`).toString()),
    );
  });

  it("robots.txt allows crawling and points to the sitemap", () => {
    const robots = readFileSync(path.join(clientDir, "robots.txt"), "utf8");
    expect(robots).toContain("Allow: /");
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it.each(pages.map((page) => page.path))(
    "%s names its icons: the 32 px mark inline as a PNG, the touch icon a file that exists",
    (pagePath) => {
      const doc = parseHtml(htmlFileOf(pagePath));
      const icons = [
        ...doc.querySelectorAll(
          'link[rel="icon"], link[rel="apple-touch-icon"]',
        ),
      ].map((link) => link.getAttribute("href") ?? "");
      const [favicon, ...files] = icons;
      // The 32 px PNG inline, byte for byte the file make-images.ts wrote.
      expect(favicon).toBe(
        `data:image/png;base64,${readFileSync(path.join(clientDir, "favicon-32.png")).toString("base64")}`,
      );
      expect(files).toEqual(["/apple-touch-icon.png"]);
      for (const file of files)
        expect(existsSync(path.join(clientDir, file)), file).toBe(true);
      const tokens = readDesignTokens();
      expect(
        doc.querySelector('meta[name="theme-color"]')?.getAttribute("content"),
      ).toBe(cssToken(tokens, "color-primary"));
    },
  );
});

import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pages } from "../../app/content/pages.ts";
import { FORM_DELIVERY, SITE_URL } from "../../app/site/env.ts";
import { structuredDataTags } from "../../app/site/structured-data.ts";
import { pageCsp } from "../../server/http/security-headers.ts";
import { precompress } from "./precompress.ts";
import { pruneInlineStylesheets } from "./prune-css.ts";
import {
  headerRules,
  headersFile,
  nginxConf,
  redirectsFile,
  robotsTxt,
  sitemapXml,
} from "./site-files.ts";

/**
 * Post-processes the static client build: gives the prerendered catch-all
 * page its conventional name (404.html), keeps in each page's inline
 * stylesheet only the rules it can use, and writes brotli and gzip copies of
 * every compressible file so the server never compresses at request time.
 */
export async function finishStaticBuild(clientDir: string): Promise<void> {
  await moveNotFoundPage(clientDir);
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
  await pruneInlineStylesheets(clientDir);
  await addStructuredData(clientDir);
  await writeSiteFiles(clientDir);
  // Tells the server which way the forms of this build deliver.
  await writeFile(
    path.join(clientDir, "..", "delivery.json"),
    `${JSON.stringify({ formDelivery: FORM_DELIVERY, siteUrl: SITE_URL })}\n`,
  );
  await precompress(clientDir);
}

async function moveNotFoundPage(clientDir: string) {
  const prerendered = path.join(clientDir, "404", "index.html");
  await rename(prerendered, path.join(clientDir, "404.html"));
  await rm(path.join(clientDir, "404"), { recursive: true, force: true });
}

async function addStructuredData(dir: string) {
  for (const page of pages) {
    const file = path.join(dir, page.path, "index.html");
    const html = await readFile(file, "utf8");
    await writeFile(
      file,
      html.replace("</head>", `${structuredDataTags(page)}</head>`),
    );
  }
}

/** Sitemap, robots.txt and the header rules for static hosts. */
async function writeSiteFiles(dir: string) {
  const csp = async (file: string) =>
    pageCsp(await readFile(path.join(dir, file), "utf8"));
  const pageCsps = await Promise.all(
    pages.map(async (page) => ({
      path: page.path,
      csp: await csp(path.join(page.path, "index.html")),
    })),
  );
  const rules = headerRules(pageCsps, await csp("404.html"));
  await writeFile(path.join(dir, "sitemap.xml"), sitemapXml());
  await writeFile(path.join(dir, "robots.txt"), robotsTxt());
  await writeFile(path.join(dir, "_headers"), headersFile(rules));
  await writeFile(path.join(dir, "_redirects"), redirectsFile());
  await writeFile(path.join(dir, "..", "nginx-site.conf"), nginxConf(rules));
}

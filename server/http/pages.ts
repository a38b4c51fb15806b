import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { pageCsp } from "./security-headers.ts";

const NOT_FOUND_FILE = "404.html";

/** A prerendered page of the build: its route, its file and its policy. */
interface Page {
  route: string;
  file: string;
  csp: string;
}

/** The pages of the build: every index.html, as its route, its file and its policy. */
async function prerenderedPages(root: string): Promise<Page[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const indexFiles = entries.filter(
    (entry) => entry.isFile() && entry.name === "index.html",
  );
  return Promise.all(
    indexFiles.map(async (entry) => {
      const dir = path
        .relative(root, entry.parentPath)
        .split(path.sep)
        .join("/");
      const file = dir ? `${dir}/index.html` : "index.html";
      const html = await readFile(path.join(root, file), "utf8");
      return { route: dir ? `/${dir}` : "/", file, csp: pageCsp(html) };
    }),
  );
}

/**
 * The site of the build in `root`: its pages, and the policy of each answer
 * (a page's by the route Fastify matched, the 404 page's for a 404;
 * undefined for everything else).
 */
export async function readSite(root: string) {
  const pages = await prerenderedPages(root);
  const notFoundCsp = pageCsp(
    await readFile(path.join(root, NOT_FOUND_FILE), "utf8"),
  );
  const cspByRoute = new Map(pages.map((page) => [page.route, page.csp]));
  const policyOf = (route: string | undefined, status: number) =>
    status === 404
      ? notFoundCsp
      : route !== undefined
        ? cspByRoute.get(route)
        : undefined;
  return { pages, policyOf };
}

/**
 * The build's files, precompressed. Routes are created for the files present
 * at start: nothing outside the build can ever be addressed.
 */
export async function registerFiles(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    wildcard: false,
    // Pages are routed below by their clean path; their index.html never
    // directly (it would get the assets' policy and render without styles).
    globIgnore: [
      "**/*.br",
      "**/*.gz",
      "**/index.html",
      NOT_FOUND_FILE,
      "_headers",
      "_redirects",
    ],
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    lastModified: false,
    acceptRanges: false,
  });
}

/**
 * Each prerendered page at its clean path, with and without trailing slash;
 * its file name redirects there for good. Every unknown path gets the 404
 * page.
 */
export function registerPages(app: FastifyInstance, pages: Page[]) {
  for (const page of pages) {
    app.get(page.route, (_request, reply) => reply.sendFile(page.file));
    app.get(`/${page.file}`, (request, reply) => {
      const query = request.url.indexOf("?");
      return reply.redirect(
        page.route + (query === -1 ? "" : request.url.slice(query)),
        301,
      );
    });
  }
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type("text/html; charset=utf-8").sendFile(NOT_FOUND_FILE),
  );
}

import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { FORM_TIME_FIELD } from "../../app/lib/submission.ts";
import { pageCsp } from "./security-headers.ts";

const NOT_FOUND_FILE = "404.html";

/** A prerendered page of the build: its route, its file and its policy. */
interface Page {
  route: string;
  file: string;
  csp: string;
  /** A page with a form that carries the time it was shown: its HTML, to fill in per answer. */
  withFormTime?: string;
}

/** The form-time field as the build writes it (without a value): where its value goes. */
const FORM_TIME_SLOT = new RegExp(`(<input[^>]*\\bname="${FORM_TIME_FIELD}")`);

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
      return {
        route: dir ? `/${dir}` : "/",
        file,
        csp: pageCsp(html),
        ...(FORM_TIME_SLOT.test(html) && { withFormTime: html }),
      };
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

/** What a page with a form time is sent with: never stored by a shared cache (a CDN), so each visitor gets their own time. */
const FORM_TIME_PAGE = { formTimePage: true };

/**
 * A page's HTML with a fresh form time, compressed as the client takes it
 * (Brotli at a quick level: 1.5 ms for the contact page, 0.9 kB more than its precompressed file).
 */
function pageWithFormTime(
  html: string,
  formTime: string,
  acceptEncoding: string | undefined,
) {
  const body = Buffer.from(
    html.replace(FORM_TIME_SLOT, `$1 value="${formTime}"`),
  );
  if (acceptEncoding?.includes("br"))
    return {
      encoding: "br",
      body: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      }),
    };
  if (acceptEncoding?.includes("gzip"))
    return { encoding: "gzip", body: gzipSync(body) };
  return { encoding: undefined, body };
}

/**
 * Each prerendered page at its clean path, with and without trailing slash;
 * its file name redirects there for good. Every unknown path gets the 404
 * page. With `formTime` (delivery on), a page whose form carries the time it
 * was shown gets a new signed one in each answer, up to a client's share.
 */
export function registerPages(
  app: FastifyInstance,
  pages: Page[],
  formTime?: (ip: string) => Promise<string | undefined>,
) {
  for (const page of pages) {
    const html = page.withFormTime;
    if (html !== undefined && formTime)
      app.get(
        page.route,
        { config: FORM_TIME_PAGE },
        async (request, reply) => {
          // A store not reached since the start has no secret to sign with,
          // and a client past its share of pages gets none (each costs a
          // compression): the page goes out as built, and an enquiry from
          // it is judged without its time.
          const time = await formTime(request.ip).catch(() => undefined);
          if (time === undefined) return reply.sendFile(page.file);
          const { encoding, body } = pageWithFormTime(
            html,
            time,
            request.headers["accept-encoding"],
          );
          if (encoding) reply.header("Content-Encoding", encoding);
          return reply.type("text/html; charset=utf-8").send(body);
        },
      );
    else app.get(page.route, (_request, reply) => reply.sendFile(page.file));
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

// @ts-check
import { readdir } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { accessLogLine } from "./access-log.js";

/**
 * @typedef {object} ServerOptions
 * @property {string} root  Folder of the static client build.
 * @property {(line: string) => void} [log]  Where access-log lines go; none when omitted.
 */

/** Hashed build assets never change: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and other unhashed files: always ask the server whether they changed. */
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * The production server: serves the prerendered pages and hashed assets of
 * the build, precompressed, and answers every unknown path with the 404 page.
 *
 * @param {ServerOptions} options
 */
export async function createServer({ root, log }) {
  const app = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
  });

  if (log) {
    app.addHook("onResponse", async (request, reply) => {
      log(accessLogLine(request, reply));
    });
  }

  await app.register(fastifyStatic, {
    root: path.resolve(root),
    // Routes are created for the files present at start: nothing outside the
    // build can ever be addressed.
    wildcard: false,
    globIgnore: ["**/*.br", "**/*.gz", "404.html"],
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath);
      res.setHeader(
        "Cache-Control",
        relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE,
      );
    },
  });

  // Each prerendered page at its clean path, with and without trailing slash.
  for (const page of await prerenderedPages(root)) {
    app.get(page.route, (_request, reply) => reply.sendFile(page.file));
  }

  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(404)
      .header("Cache-Control", REVALIDATE)
      .type("text/html; charset=utf-8")
      .sendFile("404.html"),
  );

  return app;
}

/**
 * The pages of the build: every index.html, as its route and its file.
 *
 * @param {string} root
 */
async function prerenderedPages(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => {
      const dir = path
        .relative(root, entry.parentPath)
        .split(path.sep)
        .join("/");
      return {
        route: dir ? `/${dir}` : "/",
        file: dir ? `${dir}/index.html` : "index.html",
      };
    });
}

// @ts-check
import { readdir } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { accessLogLine } from "./access-log.js";
import { cachingHeaders } from "./headers.js";

/**
 * @typedef {object} ServerOptions
 * @property {string} root  Folder of the static client build.
 * @property {(line: string) => void} [log]  Where access-log lines go; none when omitted.
 */

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

  app.addHook("onSend", async (request, reply, payload) => {
    reply.headers(cachingHeaders(request.url.split("?")[0] ?? "/"));
    return payload;
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
  });

  // Each prerendered page at its clean path, with and without trailing slash.
  for (const page of await prerenderedPages(root)) {
    app.get(page.route, (_request, reply) => reply.sendFile(page.file));
  }

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type("text/html; charset=utf-8").sendFile("404.html"),
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

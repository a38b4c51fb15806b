// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { assertBuilt, clientDir } from "../../tests/build/build-output";
import { createServer } from "./server.ts";
import {
  type VisitorRequest,
  memoryKeyer,
  visitorLogLine,
} from "../visitor-log.ts";

let app: Awaited<ReturnType<typeof createServer>>;
const logged: VisitorRequest[] = [];

beforeAll(async () => {
  assertBuilt();
  app = await createServer({
    root: clientDir,
    accessLog: (request) => logged.push(request),
  });
});
afterAll(() => app.close());

const notFoundHtml = () =>
  readFileSync(path.join(clientDir, "404.html"), "utf8");

describe("the production server", () => {
  it.each(
    pages.flatMap((page) =>
      page.path === "/" ? [page.path] : [page.path, `${page.path}/`],
    ),
  )("serves the page %s with 200 and revalidated caching", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(
      /^text\/html; charset=utf-8$/i,
    );
    expect(response.headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    expect(response.body).toContain('<html lang="de"');
  });

  it.each(pages.map((page) => page.path))(
    "redirects the file name of %s permanently to its clean path, keeping the query",
    async (route) => {
      const file = route === "/" ? "/index.html" : `${route}/index.html`;
      const response = await app.inject({ url: `${file}?a=1&b=2` });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`${route}?a=1&b=2`);
      const plain = await app.inject({ url: file });
      expect(plain.headers.location).toBe(route);
    },
  );

  it.each([
    "/gibt-es-nicht",
    "/produkte/unbekannt",
    "/404",
    "/404.html",
    "/assets/",
    "/kontakt/extra",
  ])(
    "answers the unknown path %s with the 404 page and status 404",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toBe(notFoundHtml());
    },
  );

  it("serves hashed assets cached for a year", async () => {
    // The contact page loads scripts (its form); most pages load none.
    const contact = (await app.inject({ url: "/kontakt" })).body;
    const asset = contact.match(/\/assets\/[\w-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await app.inject({ url: asset! });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
  ])(
    "sends precompressed files for Accept-Encoding %s",
    async (accept, encoding) => {
      const response = await app.inject({
        url: "/",
        headers: { "accept-encoding": accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    },
  );

  it("sends the unknown-path page compressed too, still with 404", async () => {
    const response = await app.inject({
      url: "/nix",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/kontakt" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it.each([
    "/../package.json",
    "/..%2fpackage.json",
    "/%2e%2e/package.json",
    "/package.json",
    "/server/http/server.ts",
  ])("never serves a file outside the build: %s", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"name"');
  });

  it("logs each page once, files and probes not at all, and the line holds neither the address nor the query", async () => {
    logged.length = 0;
    await app.inject({
      url: "/kontakt?email=geheim@example.org",
      remoteAddress: "203.0.113.77",
    });
    await app.inject({ url: "/favicon-32.png" });
    await app.inject({ url: "/healthz" });
    expect(logged).toHaveLength(1);
    const line = await visitorLogLine(logged[0]!, memoryKeyer());
    expect(line).toMatch(/ GET "\/kontakt" 200 /);
    expect(line).not.toContain("geheim");
    expect(line).not.toContain("203.0.113");
  });

  it("a page of this site as referrer (Referrer-Policy: same-origin) is no source: the log gets none", async () => {
    const referrerLogged = async (headers: Record<string, string>) => {
      logged.length = 0;
      await app.inject({ url: "/kontakt", headers });
      expect(logged).toHaveLength(1);
      return logged[0]!.referrer;
    };
    expect(
      await referrerLogged({
        referer: "https://www.zunftwerk.example/anmeldung/bestaetigen?token=x",
        "sec-fetch-site": "same-origin",
      }),
    ).toBeUndefined();
    // A browser without Sec-Fetch-Site: the address the request was made to.
    expect(
      await referrerLogged({
        host: "localhost:4700",
        referer: "http://localhost:4700/produkte/api",
      }),
    ).toBeUndefined();
    expect(
      await referrerLogged({
        referer: "https://www.google.com/",
        "sec-fetch-site": "cross-site",
      }),
    ).toBe("https://www.google.com/");
  });
});

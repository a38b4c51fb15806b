// @vitest-environment node
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { type AddressInfo, connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { assertBuilt, clientDir } from "../../tests/build/build-output";
import { createServer } from "./server.ts";
import { inlineScriptHashes } from "./security-headers.ts";

let app: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  assertBuilt();
  app = await createServer({ root: clientDir });
});
afterAll(() => app.close());

const SECURITY = [
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "content-security-policy",
];

/** The script rules of a policy: script-src, or default-src where it stands in. */
function scriptRules(csp: string) {
  const directives = Object.fromEntries(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
  return directives["script-src"] ?? directives["default-src"] ?? [];
}

const someAsset = () => {
  const contact = readFileSync(
    path.join(clientDir, "kontakt", "index.html"),
    "utf8",
  );
  return contact.match(/\/assets\/[\w-]+\.js/)![0];
};

describe("headers on every response", () => {
  const requests: [
    string,
    { method?: "GET" | "HEAD" | "POST"; url: string },
  ][] = [
    ["a page", { url: "/kontakt" }],
    ["the sitemap", { url: "/sitemap.xml" }],
    ["an unknown path", { url: "/nirgendwo" }],
    ["a malformed URL", { url: "/%E0%A4%A" }],
    ["a refused method", { method: "POST", url: "/" }],
    ["a HEAD request", { method: "HEAD", url: "/" }],
    ["a missing asset", { url: "/assets/missing.js" }],
    ["HEAD on a missing asset", { method: "HEAD", url: "/assets/missing.js" }],
    ["a refused method on an asset", { method: "POST", url: "ASSET" }],
    ["a malformed asset URL", { url: "/assets/%E0%A4%A" }],
  ];

  it.each(requests)(
    "%s carries every security header",
    async (_name, request) => {
      const response = await app.inject({
        ...request,
        url: request.url === "ASSET" ? someAsset() : request.url,
      });
      for (const header of SECURITY)
        expect(response.headers[header], header).toBeTruthy();
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(scriptRules(csp).join(" ")).not.toMatch(
        /unsafe-inline|\*|https?:|data:/,
      );
    },
  );

  it("a page sends no opener policy, so a visit from another site needs no new renderer process (decision 019)", async () => {
    for (const url of ["/", "/kontakt", "/nirgendwo"]) {
      const response = await app.inject({ url });
      expect(
        response.headers["cross-origin-opener-policy"],
        url,
      ).toBeUndefined();
    }
  });

  it("a page sends Referrer-Policy same-origin: its own posts carry their origin, other sites get no referrer (decision 036)", async () => {
    for (const url of ["/", "/kontakt", "/nirgendwo", "/assets/missing.js"]) {
      const response = await app.inject({ url });
      expect(response.headers["referrer-policy"], url).toBe("same-origin");
    }
  });

  it("a missing asset gets the 404 page with its policy, as any unknown path, and is never cached", async () => {
    const unknown = await app.inject({ url: "/nirgendwo" });
    for (const url of ["/assets/missing.js", "/assets/missing.css"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toBe(
        readFileSync(path.join(clientDir, "404.html"), "utf8"),
      );
      expect(response.headers["content-security-policy"]).toBe(
        unknown.headers["content-security-policy"],
      );
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it.each([
    ["a missing asset", "GET", "/assets/missing.js"],
    ["HEAD on a missing asset", "HEAD", "/assets/missing.js"],
    ["a missing asset, compressed", "GET", "/assets/missing.js.br"],
    ["a refused method on an asset", "POST", "ASSET"],
    ["a refused method on a missing asset", "DELETE", "/assets/missing.js"],
    ["a malformed asset URL", "GET", "/assets/%zz"],
  ] as const)(
    "no error is cached for good: %s answers no-store",
    async (_name, method, url) => {
      const response = await app.inject({
        method,
        url: url === "ASSET" ? someAsset() : url,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers.etag).toBeUndefined();
    },
  );

  it("a build asset carries the transport headers, and none that only a document reads", async () => {
    const response = await app.inject({ url: someAsset() });
    expect(response.headers["strict-transport-security"]).toBeTruthy();
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toContain("immutable");
    for (const header of [
      "content-security-policy",
      "referrer-policy",
      "permissions-policy",
    ])
      expect(response.headers[header], header).toBeUndefined();
  });
});

/** The page's speculation rules, read back from its markup. */
function speculationRulesOf(html: string) {
  const body = html.match(
    /<script type="speculationrules">([\s\S]*?)<\/script>/,
  )?.[1];
  return { body, rules: body ? (JSON.parse(body) as unknown) : undefined };
}

const sha256 = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe.each([...pages.map((page) => page.path), "/nirgendwo"])(
  "the policy of %s",
  (url) => {
    it("allows exactly the page's own inline scripts by hash: its speculation rules, and code only where the page runs some", async () => {
      const response = await app.inject({ url });
      const rules = scriptRules(
        String(response.headers["content-security-policy"]),
      );
      const allowed = rules
        .filter((rule) => rule.startsWith("'sha256-"))
        .map((rule) => rule.slice(1, -1));
      const { body } = speculationRulesOf(response.body);
      expect(allowed).toContain(sha256(body ?? ""));
      expect(allowed.sort()).toEqual(inlineScriptHashes(response.body).sort());
      // Code runs inline only on the form pages and the 404 page (its console log).
      expect(allowed.length > 1).toBe(
        ["/kontakt", "/produkte/coming-soon", "/nirgendwo"].includes(url),
      );
    });

    it("carries the site's speculation rules: prerender on intent, every link to another page of this site and nothing else", async () => {
      const response = await app.inject({ url });
      const { rules } = speculationRulesOf(response.body) as {
        rules: { prerender: { urls: string[]; eagerness: string }[] };
      };
      expect(rules.prerender).toHaveLength(1);
      const { urls, eagerness } = rules.prerender[0]!;
      expect(eagerness).toBe("moderate");
      // A list rule matches exact URLs: every link the page has to another
      // of the site's pages, query string included, must be in it.
      const links = new Set(
        [...response.body.matchAll(/<a\b[^>]*\shref="(\/(?!\/)[^"#]*)/g)]
          .map(([, href]) => href!.replaceAll("&amp;", "&"))
          .filter((href) => href !== url),
      );
      expect(links.size).toBeGreaterThan(0);
      for (const link of links) expect(urls).toContain(link);
      // And nothing else: only the site's own pages, never the page itself.
      const paths = pages.map((page) => page.path);
      for (const listed of urls) {
        expect(paths).toContain(new URL(listed, "https://x.test").pathname);
        expect(listed).not.toBe(url);
      }
      // No request competes with the first paint: neither a rules file nor its header.
      expect(response.headers["speculation-rules"]).toBeUndefined();
    });
  },
);

describe("status codes", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const)(
    "%s gets 405 with Allow",
    async (method) => {
      const response = await app.inject({ method, url: "/kontakt" });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(response.json().error).toMatch(/GET oder HEAD/);
    },
  );

  it.each([
    "/../package.json",
    "/..%2f..%2fpackage.json",
    "/%2e%2e/%2e%2e/package.json",
    "/%252e%252e/package.json",
    "/..\\..\\package.json",
    "/..%5c..%5cpackage.json",
    "/assets/..%2f..%2f..%2fpackage.json",
    "/package.json",
    "/.git/config",
    "/server/http/server.ts",
    "/app/root.tsx",
    "/react-router.config.ts",
    "/kontakt%00.html",
    "/%00",
    "/_headers",
    "/index.html.br",
    "/_redirects",
  ])("never serves %s", async (url) => {
    const response = await app.inject({ url });
    // Either the 404 page or the clear error for a bad request: never the file.
    if (response.statusCode === 404) {
      expect(response.body).toBe(
        readFileSync(path.join(clientDir, "404.html"), "utf8"),
      );
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "Diese Anfrage ist ungültig." });
    }
  });

  it.each(["/%", "/%E0%A4%A", "/%zz", "/kontakt%"])(
    "answers the malformed URL %s with a clear 400",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "Diese Anfrage ist ungültig." });
    },
  );

  it("answers an 8 KB path with 404, not an error", async () => {
    const response = await app.inject({ url: `/${"a".repeat(8192)}` });
    expect(response.statusCode).toBe(404);
  });

  it("answers HEAD on a page with the headers and no body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/produkte/api" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toBe("");
  });
});

/** What the server answers to bytes sent as they are over a fresh connection. */
function rawRequest(port: number, text: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string>;
    body: string;
  }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a client that half-closes gets no answer from Node.
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // The server may close while a too-large request is still being sent.
    socket.on("error", () => {});
    socket.on("close", () => {
      const answer = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = answer.split("\r\n\r\n", 2);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`No HTTP answer: ${answer}`));
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [
            line.slice(0, colon).toLowerCase(),
            line.slice(colon + 1).trim(),
          ];
        }),
      );
      resolve({ status, headers, body });
    });
  });
}

describe("the answers Node's HTTP parser gives itself", () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });

  it.each([
    [
      "a malformed request line",
      400,
      "Diese Anfrage ist ungültig.",
      "GET / FOO/1.1\r\nHost: x\r\n\r\n",
    ],
    [
      "a request line that is no request",
      400,
      "Diese Anfrage ist ungültig.",
      "BLAH\r\n\r\n",
    ],
    [
      "HTTP/1.1 without a Host header",
      400,
      "Diese Anfrage ist ungültig.",
      "GET / HTTP/1.1\r\nConnection: close\r\n\r\n",
    ],
    [
      "both Content-Length and Transfer-Encoding (smuggling)",
      400,
      "Diese Anfrage ist ungültig.",
      "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n",
    ],
    [
      "a 20 kB header",
      431,
      "Die Kopfzeilen der Anfrage sind zu groß.",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    ],
    [
      "an expectation other than 100-continue",
      417,
      "Expect",
      "GET / HTTP/1.1\r\nHost: x\r\nExpect: 100-foo\r\nConnection: close\r\n\r\n",
    ],
  ])(
    "%s: %i with every security header, never cached, and a German reason",
    async (_name, status, message, text) => {
      const response = await rawRequest(port, text);
      expect(response.status).toBe(status);
      expect(response.headers["strict-transport-security"]).toBe(
        "max-age=63072000; includeSubDomains",
      );
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("same-origin");
      expect(response.headers["permissions-policy"]).toBeTruthy();
      expect(response.headers["content-security-policy"]).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["content-type"]).toBe(
        "application/json; charset=utf-8",
      );
      expect(Number(response.headers["content-length"])).toBe(
        Buffer.byteLength(response.body),
      );
      expect((JSON.parse(response.body) as { error: string }).error).toContain(
        message,
      );
    },
  );

  it("a well-formed request on the same kind of connection is still served", async () => {
    const response = await rawRequest(
      port,
      "GET /kontakt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(response.status).toBe(200);
  });
});

describe("the exported header rules for static hosting", () => {
  const headersFile = () =>
    readFileSync(path.join(clientDir, "_headers"), "utf8");

  it.each(pages.map((page) => page.path))(
    "give %s the same policy the server sends",
    async (url) => {
      const response = await app.inject({ url });
      const block = headersFile()
        .split(/\n(?=\/)/)
        .find((part) => part.split("\n")[0] === url);
      expect(block).toContain(
        `Content-Security-Policy: ${response.headers["content-security-policy"]}`,
      );
    },
  );

  it("set the security headers for every path and immutable caching for assets", () => {
    const file = headersFile();
    expect(file.startsWith("/*\n")).toBe(true);
    expect(file).toMatch(
      /\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/,
    );
    for (const header of [
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
    ]) {
      expect(file).toContain(`  ${header}: `);
    }
    const nginx = readFileSync(
      path.join(clientDir, "..", "nginx-site.conf"),
      "utf8",
    );
    expect(nginx).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    expect(nginx).toContain("error_page 404 /404.html;");
  });

  it("redirect every page's file name to its clean path, as the server does", () => {
    const redirects = readFileSync(path.join(clientDir, "_redirects"), "utf8");
    const nginx = readFileSync(
      path.join(clientDir, "..", "nginx-site.conf"),
      "utf8",
    );
    for (const page of pages) {
      const file =
        page.path === "/" ? "/index.html" : `${page.path}/index.html`;
      expect(redirects).toContain(`${file} ${page.path} 301\n`);
      expect(nginx).toContain(
        `location = ${file} { return 301 ${page.path}$is_args$args; }`,
      );
    }
  });
});

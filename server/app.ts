import { readFile, readdir } from "node:fs/promises";
import { type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { deliveryFailure } from "../app/content/forms.ts";
import {
  type ApiOptions,
  FORM_PAGE_ACTIONS,
  SUBSCRIPTION_ACTIONS,
  logFault,
  registerApi,
} from "./api.ts";
import {
  API_PREFIX,
  ASSETS_PREFIX,
  ASSET_CSP,
  BARE_ANSWER_HEADERS,
  SECURITY_HEADERS,
  TRANSPORT_HEADERS,
  cachingHeaders,
  isHealthPath,
  pageCsp,
} from "./headers.ts";
import { registerHealth } from "./health.ts";
import type { VisitorRequest } from "./visitor-log.ts";

export interface ServerOptions {
  /** Folder of the static client build. */
  root: string;
  /**
   * Takes each request worth a line of the access log (server/visitor-log.ts:
   * pages, posts and failures; never health probes or files served well);
   * no log when omitted.
   */
  accessLog?: (request: VisitorRequest) => void;
  /** The form API; off (the spec's simulation) when omitted. */
  api?: ApiOptions;
  /**
   * Which proxies to believe about the client (Fastify's `trustProxy`: true,
   * a hop count, or addresses/CIDRs); nothing when omitted, so forged
   * X-Forwarded-* headers change nothing.
   */
  trustProxy?: boolean | number | string;
  /** Told once when a request carries X-Forwarded-For but no proxy is trusted. */
  warn?: (message: string) => void;
}

/** POST targets of the form API besides /api/*: pages whose form posts to them. */
const FORM_ACTIONS = new Set<string>([
  ...Object.values(SUBSCRIPTION_ACTIONS),
  ...Object.values(FORM_PAGE_ACTIONS),
]);

const READ_METHODS = new Set(["GET", "HEAD"]);
const NOT_FOUND_FILE = "404.html";
const BAD_REQUEST = "Diese Anfrage ist ungültig.";
/** Clear answers to the ways a request body can be wrong. */
const REQUEST_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Bitte senden Sie JSON (Content-Type: application/json).",
  FST_ERR_CTP_BODY_TOO_LARGE: "Die Anfrage ist zu groß.",
  FST_ERR_CTP_INVALID_JSON_BODY: "Die Anfrage ist kein gültiges JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Die Anfrage ist leer.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH:
    "Die Längenangabe der Anfrage stimmt nicht.",
};
/** Node's answers to a request it cannot parse, by its error code; any other: 400. */
const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, "Die Kopfzeilen der Anfrage sind zu groß."],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Die Anfrage ist zu groß."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Die Anfrage hat zu lange gedauert."],
};
const EXPECTATION_FAILED =
  "Diese Erwartung (Expect) kann der Server nicht erfüllen.";

/** An answer given before any route, as Node gives it, with the headers of every answer. */
function bareAnswer(status: number, message: string) {
  const body = JSON.stringify({ error: message });
  return {
    body,
    headers: {
      ...BARE_ANSWER_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
    },
  };
}
function sendBare(response: ServerResponse, status: number, message: string) {
  const { body, headers } = bareAnswer(status, message);
  response.writeHead(status, headers);
  response.end(body);
}

/**
 * A request Node cannot parse (a malformed request line, headers too large,
 * a body that is both chunked and of a length, a timeout): answered as Node
 * would, then the connection is closed; only the headers are ours.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // After an answer on this connection has begun, no second may follow.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })
    ._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const [status, message] = CLIENT_ERRORS[error.code ?? ""] ?? [
      400,
      BAD_REQUEST,
    ];
    const { body, headers } = bareAnswer(status, message);
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...Object.entries({ ...headers, Connection: "close" }).map(
          ([name, value]) => `${name}: ${value}`,
        ),
        "",
        body,
      ].join("\r\n"),
    );
  }
  socket.destroy(error);
}

/**
 * The production server: serves the prerendered pages and hashed assets of
 * the build, precompressed, with the security and caching headers of
 * server/headers.ts, and answers every unknown path with the 404 page.
 */
export async function createServer({
  root,
  accessLog,
  api,
  trustProxy = false,
  warn = (message) => console.warn(message),
}: ServerOptions) {
  const app = Fastify({
    logger: false,
    // A hop count as the function Fastify's types accept: trust the nearest n.
    trustProxy:
      typeof trustProxy === "number"
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    requestTimeout: 30_000,
    // Node's own answers get the headers of every answer: to requests it
    // cannot parse, to HTTP/1.1 without Host (onRequest below) and to an
    // expectation it does not know (checkExpectation below).
    clientErrorHandler: answerClientError,
    http: { requireHostHeader: false },
    // Malformed URLs (bad percent-encoding, …) get the same clear answer as other bad requests.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      setHeaders(reply, request.url.split("?")[0] ?? "/", ASSET_CSP, 400);
      reply.code(400).send({ error: BAD_REQUEST });
    },
  });

  app.server.on("checkExpectation", (_request, response: ServerResponse) =>
    sendBare(response, 417, EXPECTATION_FAILED),
  );

  const pages = await prerenderedPages(root);
  const notFoundCsp = pageCsp(
    await readFile(path.join(root, NOT_FOUND_FILE), "utf8"),
  );
  /** Page route → its policy, found by the route Fastify matched. */
  const cspByRoute = new Map(pages.map((page) => [page.route, page.csp]));

  let warnedAboutProxy = false;
  app.addHook("onRequest", async (request, reply) => {
    // HTTP/1.1 requires a Host (RFC 9112): Node's answer, with our headers.
    if (request.raw.httpVersion === "1.1" && !request.headers.host) {
      reply.hijack();
      reply.raw.shouldKeepAlive = false;
      return sendBare(reply.raw, 400, BAD_REQUEST);
    }
    if (
      !trustProxy &&
      !warnedAboutProxy &&
      request.headers["x-forwarded-for"]
    ) {
      warnedAboutProxy = true;
      warn(
        "A request came through a proxy (X-Forwarded-For), but TRUST_PROXY is not set: every visitor has the proxy's address, so the rate limit counts them all as one and the log shows only the proxy. Set TRUST_PROXY to the proxy's address (docs/deploy.md).",
      );
    }
    const pathname = request.url.split("?")[0] ?? "";
    const isApi = api !== undefined && pathname.startsWith(API_PREFIX);
    // The form, confirmation and unsubscribe pages are read, and their button posts.
    const isFormPage =
      api !== undefined && FORM_ACTIONS.has(pathname.replace(/\/$/, ""));
    if (
      isApi
        ? request.method === "POST"
        : READ_METHODS.has(request.method) ||
          (isFormPage && request.method === "POST")
    )
      return;
    return reply
      .code(405)
      .header("Allow", isApi ? "POST" : "GET, HEAD")
      .send({
        error: isApi
          ? "Diese Adresse nimmt nur Formulardaten entgegen (POST)."
          : "Diese Adresse kann nur gelesen werden (GET oder HEAD).",
      });
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const route = request.routeOptions.url;
    const pageCsp =
      reply.statusCode === 404
        ? notFoundCsp
        : route !== undefined
          ? cspByRoute.get(route)
          : undefined;
    setHeaders(reply, pathname, pageCsp ?? ASSET_CSP, reply.statusCode);
    // An immutable file is never revalidated: its ETag would be dead weight.
    if (pathname.startsWith(ASSETS_PREFIX)) reply.removeHeader("etag");
    return payload;
  });

  if (accessLog) {
    app.addHook("onResponse", async (request, reply) => {
      const pathname = request.url.split("?")[0] ?? "";
      // Probes are no visits (a monitor asks every few seconds); a file (an
      // asset, an icon) served well is part of a page view, not one. Every
      // other failure is kept: a 404 is a broken link pointing here.
      if (isHealthPath(pathname)) return;
      if (reply.statusCode < 400 && /\.[a-z0-9]+$/i.test(pathname)) return;
      accessLog({
        ip: request.ip,
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        bytes: Number(reply.getHeader("content-length") ?? 0) || 0,
        milliseconds: reply.elapsedTime,
        userAgent: request.headers["user-agent"],
        referrer: fromElsewhere(request) ? request.headers.referer : undefined,
        location: reply.getHeader("location")?.toString(),
      });
    });
  }

  // Bad requests get a clear 4xx; only a real fault of the server is a 5xx.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    // A store that is down: logged once a minute by store-keeper.ts, and the
    // visitor is told how else to reach the company.
    if (error.code === "STORE_UNAVAILABLE")
      return reply
        .code(503)
        .header("Retry-After", "60")
        .send({ error: deliveryFailure.server });
    const status =
      error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) logFault(error);
    // Refusals whose message is written for the visitor.
    if (error.code === "RATE_LIMITED" || error.code === "CROSS_SITE")
      return reply.code(status).send({ error: error.message });
    const known = status !== 500 ? REQUEST_ERRORS[error.code] : undefined;
    if (known) return reply.code(status).send({ error: known });
    return reply
      .code(status)
      .send({ error: status === 500 ? "Interner Fehler." : BAD_REQUEST });
  });

  await app.register(fastifyStatic, {
    root: path.resolve(root),
    // Routes are created for the files present at start: nothing outside the
    // build can ever be addressed.
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

  if (api) await registerApi(app, api);
  registerHealth(app, api);

  // Each prerendered page at its clean path, with and without trailing slash;
  // its file name redirects there for good.
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

  return app;
}

/**
 * A build asset served gets the transport headers only; every other answer,
 * an error under /assets/ included (the 404 page, a refusal), is a document
 * and gets them all.
 */
function setHeaders(
  reply: FastifyReply,
  pathname: string,
  csp: string,
  status = 200,
) {
  reply.headers(
    pathname.startsWith(ASSETS_PREFIX) && status < 400
      ? { ...TRANSPORT_HEADERS, ...cachingHeaders(pathname) }
      : {
          ...SECURITY_HEADERS,
          "Content-Security-Policy": csp,
          ...cachingHeaders(pathname, status),
        },
  );
}

/**
 * Whether the referrer is another site. The pages send their own address to
 * the site itself (Referrer-Policy: same-origin): that is no source, and the
 * log keeps none of it, whichever address the site was reached by.
 */
function fromElsewhere(request: FastifyRequest) {
  const { referer } = request.headers;
  if (!referer || request.headers["sec-fetch-site"] === "same-origin")
    return false;
  try {
    return new URL(referer).origin !== `${request.protocol}://${request.host}`;
  } catch {
    return true;
  }
}

/** The pages of the build: every index.html, as its route, its file and its policy. */
async function prerenderedPages(root: string) {
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

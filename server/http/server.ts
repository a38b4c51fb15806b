import Fastify, { LogController } from "fastify";
import { type Log, quietLog } from "../log.ts";
import type { VisitorRequest } from "../visitor-log.ts";
import { registerAccessLog } from "./access-log.ts";
import {
  answerClientError,
  answerExpectation,
  answerMalformedUrl,
  answeredWithoutHost,
} from "./client-errors.ts";
import { type ApiOptions, registerApi } from "./delivery.ts";
import { answerError } from "./error-answers.ts";
import { registerHealth } from "./health.ts";
import { checkMethod } from "./methods.ts";
import { registerFiles, registerPages, readSite } from "./pages.ts";
import {
  type TrustProxy,
  UNTRUSTED_PROXY,
  dropMadeUpForwards,
  proxyWarning,
  trustProxyOption,
} from "./proxy.ts";
import { registerResponseHeaders } from "./response-headers.ts";

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
  trustProxy?: TrustProxy;
  /**
   * The server's log (Fastify's own, pino): a fault with the request's id,
   * and at `warn` what the server refused and why (once when a request
   * carries X-Forwarded-For from a private network but no proxy is
   * trusted, and a post from another origin at most once a minute). Quiet
   * when omitted.
   */
  log?: Log;
}

/** Fastify's own settings for this server. */
function fastify(trustProxy: TrustProxy, log: Log) {
  return Fastify({
    loggerInstance: log,
    // No line per request: the visitor log is the one of those, and it
    // keeps no address (decision 031); a client's own request id is not taken.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    trustProxy: trustProxyOption(trustProxy),
    // Not to rewrite the URL: the one hook on the raw request that comes
    // before routing for every request (a malformed URL's answer and the
    // access log included), so a made-up X-Forwarded-For entry never
    // becomes request.ip. Untrusted, the header is read by nobody but the
    // warning about an untrusted proxy, which should see it as sent.
    ...(trustProxy
      ? {
          rewriteUrl: (raw: {
            url?: string;
            headers: Record<string, unknown>;
          }) => {
            dropMadeUpForwards(raw);
            return raw.url ?? "/";
          },
        }
      : {}),
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    requestTimeout: 30_000,
    // Node's own answers get the headers of every answer: to requests it
    // cannot parse, to HTTP/1.1 without Host (onRequest below) and to an
    // expectation it does not know (checkExpectation below).
    clientErrorHandler: answerClientError,
    http: { requireHostHeader: false },
    frameworkErrors: answerMalformedUrl,
  });
}

/**
 * The production server: serves the prerendered pages and hashed assets of
 * the build, precompressed, with the security and caching headers of
 * security-headers.ts, takes the forms when `api` is given, answers the
 * health probes, and answers every unknown path with the 404 page.
 */
export async function createServer({
  root,
  accessLog,
  api,
  trustProxy = false,
  log = quietLog(),
}: ServerOptions) {
  const app = fastify(trustProxy, log);
  const warn = (message: string) => app.log.warn(message);
  app.server.on("checkExpectation", answerExpectation);
  const site = await readSite(root);
  const noticeProxy = proxyWarning(
    trustProxy,
    warn,
    api &&
      (() => void api.store.probe.observe(UNTRUSTED_PROXY).catch(() => {})),
  );
  app.addHook("onRequest", async (request, reply) => {
    if (answeredWithoutHost(request, reply)) return;
    noticeProxy(request);
    return checkMethod(request, reply, api !== undefined);
  });
  registerResponseHeaders(app, site.policyOf);
  if (accessLog) registerAccessLog(app, accessLog);
  app.setErrorHandler(answerError);
  await registerFiles(app, root);
  const delivery = api && (await registerApi(app, api, warn));
  registerHealth(app, api);
  registerPages(app, site.pages, delivery?.formTime);
  return app;
}

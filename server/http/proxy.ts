import type { FastifyRequest } from "fastify";

/** Which proxies to believe about the client (TRUST_PROXY): true, a hop count, or addresses/CIDRs. */
export type TrustProxy = boolean | number | string;

/** TRUST_PROXY as Fastify's `trustProxy`: a hop count as the function its types accept (trust the nearest n). */
export function trustProxyOption(trustProxy: TrustProxy) {
  return typeof trustProxy === "number"
    ? (_address: string, hop: number) => hop < trustProxy
    : trustProxy;
}

/**
 * Tells the owner once when a request came through a proxy that is not
 * trusted: then every visitor has the proxy's address.
 */
export function proxyWarning(
  trustProxy: TrustProxy,
  warn: (message: string) => void,
) {
  let warned = false;
  return (request: FastifyRequest) => {
    if (trustProxy || warned || !request.headers["x-forwarded-for"]) return;
    warned = true;
    warn(
      "Eine Anfrage kam über einen Proxy (X-Forwarded-For), aber TRUST_PROXY ist nicht gesetzt: Alle Besucher haben damit die Adresse des Proxys, die Begrenzung der Anfragen zählt sie alle als einen, und das Log zeigt nur den Proxy. Setzen Sie TRUST_PROXY auf die Adresse des Proxys (docs/deploy.md).",
    );
  };
}

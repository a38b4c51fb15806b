import { BlockList, isIP } from "node:net";
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
 * X-Forwarded-For cut to what can be believed: the entries from the right
 * (the hops nearest this server) up to the first that is not an IP address
 * (a port, brackets, any text a client made up). Whatever lies left of such
 * an entry went through a hop that did not write it as a proxy does, so it
 * says nothing; undefined when nothing is left, so the client is the last
 * address that was vouched for: the socket's, as a rule the proxy's own.
 */
function believableForwardedFor(header: string): string | undefined {
  const entries = header.split(",").map((entry) => entry.trim());
  let first = entries.length;
  while (first > 0 && isIP(entries[first - 1]!) !== 0) first--;
  return first === entries.length ? undefined : entries.slice(first).join(", ");
}

/**
 * Cuts the raw request's X-Forwarded-For to what can be believed, before
 * anything reads the client's address: Fastify's request.ip takes the first
 * untrusted entry as it stands, so a made-up one would reach the access log,
 * the page quota and the spam defence's counts as the client.
 */
export function dropMadeUpForwards(raw: { headers: Record<string, unknown> }) {
  const header = raw.headers["x-forwarded-for"];
  if (typeof header !== "string") return;
  const believable = believableForwardedFor(header);
  if (believable === header) return;
  if (believable === undefined) delete raw.headers["x-forwarded-for"];
  else raw.headers["x-forwarded-for"] = believable;
}

/**
 * The IPv4 gateway of the default route in a Linux routing table
 * (/proc/net/route: hexadecimal, the bytes in little-endian order), or
 * undefined when there is none.
 */
export function defaultGateway(routeTable: string): string | undefined {
  for (const line of routeTable.split("\n").slice(1)) {
    const [, destination, gateway, flags] = line.trim().split(/\s+/);
    // RTF_UP (1) and RTF_GATEWAY (2): a route in use, through a gateway.
    if (
      destination !== "00000000" ||
      !gateway ||
      !/^[0-9A-F]{8}$/i.test(gateway)
    )
      continue;
    if ((Number.parseInt(flags ?? "0", 16) & 3) !== 3) continue;
    const bytes = gateway
      .match(/../g)!
      .map((pair) => Number.parseInt(pair, 16));
    return bytes.reverse().join(".");
  }
  return undefined;
}

/**
 * Whether TRUST_PROXY believes more than one address: every proxy (true), a
 * hop count (it trusts whatever connects), a named range or a CIDR range
 * wider than one address.
 */
export function trustsARange(trustProxy: TrustProxy): boolean {
  if (typeof trustProxy !== "string") return trustProxy !== false;
  return trustProxy.split(",").some((entry) => {
    const [ip = "", bits] = entry.trim().split("/");
    const family = isIP(ip);
    if (family === 0) return true;
    return bits !== undefined && Number(bits) < (family === 4 ? 32 : 128);
  });
}

/** Networks a company's own proxy sits in: loopback, private and link-local ranges (RFC 1918, 4193). */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv6");

/** Whether an address (as the socket gives it) lies in a private network. */
function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (v4) return PRIVATE.check(v4, "ipv4");
  const family = isIP(address);
  return family !== 0 && PRIVATE.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** The store's name of what was seen: an untrusted proxy in a private network. */
export const UNTRUSTED_PROXY = "untrusted-proxy";

/** What follows when a proxy in a private network is not trusted, for the owner. */
export const UNTRUSTED_PROXY_PROBLEM =
  "Anfragen kommen über einen Proxy aus einem privaten Netz (X-Forwarded-For), aber TRUST_PROXY ist nicht gesetzt: Alle Besucher haben damit die Adresse des Proxys. Die Begrenzung zählt sie alle als einen Anschluss: Ab der vierten Kontaktanfrage eines Tages hält die Website jede weitere zurück (keine Meldung an Sie), und das Log zeigt nur den Proxy.";
const UNTRUSTED_PROXY_WARNING = `${UNTRUSTED_PROXY_PROBLEM} Setzen Sie TRUST_PROXY auf die Adresse des Proxys (docs/deploy.md).`;

/**
 * Tells the owner once when a request came through a proxy in a private
 * network that is not trusted (then every visitor has the proxy's address),
 * and calls `seen` for each such request (at most once a minute), so that
 * npm run check:launch can say so too.
 */
export function proxyWarning(
  trustProxy: TrustProxy,
  warn: (message: string) => void,
  seen?: () => void,
) {
  let warned = false;
  let lastSeen = 0;
  return (request: FastifyRequest) => {
    if (
      trustProxy ||
      !request.headers["x-forwarded-for"] ||
      !isPrivateAddress(request.socket.remoteAddress)
    )
      return;
    if (!warned) {
      warned = true;
      warn(UNTRUSTED_PROXY_WARNING);
    }
    if (seen && Date.now() - lastSeen > 60_000) {
      lastSeen = Date.now();
      seen();
    }
  };
}

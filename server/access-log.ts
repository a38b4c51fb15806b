import { isIP } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Shortens an IP address before it is logged: IPv4 loses its last octet,
 * IPv6 keeps only its first 48 bits. The privacy statement promises exactly this.
 */
export function anonymizeIp(ip: string | undefined): string {
  if (!ip) return "-";
  const mapped = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  if (isIP(mapped) === 4) return mapped.replace(/\.\d+$/, ".0");
  if (isIP(mapped) === 6) {
    const [head = "", tail = ""] = mapped.split("::");
    const groups = head.split(":").filter(Boolean);
    const tailGroups = tail.split(":").filter(Boolean);
    const full = [
      ...groups,
      ...Array<string>(8 - groups.length - tailGroups.length).fill("0"),
      ...tailGroups,
    ];
    return `${full.slice(0, 3).join(":")}::`;
  }
  return "-";
}

/** One line per request: time, shortened IP, method, path without query, status, duration. */
export function accessLogLine(
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  const pathOnly = request.url.split("?")[0];
  return [
    new Date().toISOString(),
    anonymizeIp(request.ip),
    request.method,
    JSON.stringify(pathOnly),
    reply.statusCode,
    `${reply.elapsedTime.toFixed(1)}ms`,
  ].join(" ");
}

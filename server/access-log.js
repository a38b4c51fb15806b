// @ts-check
import { isIP } from "node:net";

/**
 * Shortens an IP address before it is logged: IPv4 loses its last octet,
 * IPv6 keeps only its first 48 bits. The privacy statement promises exactly this.
 *
 * @param {string | undefined} ip
 */
export function anonymizeIp(ip) {
  if (!ip) return "-";
  const mapped = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  if (isIP(mapped) === 4) return mapped.replace(/\.\d+$/, ".0");
  if (isIP(mapped) === 6) {
    const [head = "", tail = ""] = mapped.split("::");
    const groups = [...head.split(":").filter(Boolean)];
    const tailGroups = tail.split(":").filter(Boolean);
    const full = [
      ...groups,
      ...Array(8 - groups.length - tailGroups.length).fill("0"),
      ...tailGroups,
    ];
    return `${full.slice(0, 3).join(":")}::`;
  }
  return "-";
}

/**
 * One line per request: time, shortened IP, method, path without query, status, duration.
 *
 * @param {import("fastify").FastifyRequest} request
 * @param {import("fastify").FastifyReply} reply
 */
export function accessLogLine(request, reply) {
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

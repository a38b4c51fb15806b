import { isIP } from "node:net";

/** The one client of everything that is no IP address (the server never passes one; a socket already closed may have none). */
const NO_ADDRESS = "no-address";

/**
 * The client as the spam defence counts it: an IPv4 address, or the /64 of
 * an IPv6 address (one connection gets a whole /64 and its host may rotate
 * through it, as the rate limiter counts too). An IPv4 address written as
 * IPv6 (::ffff:a.b.c.d) is that IPv4 address. Anything else is one client,
 * never kept as written: text a client made up is no key to count under.
 */
export function clientOf(address: string | undefined): string {
  const ip = address ?? "";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const family = isIP(ip);
  if (family === 0) return NO_ADDRESS;
  if (family === 4) return ip;
  const bare = ip.split("%")[0]!.toLowerCase();
  const [head = "", tail] = bare.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? front
      : [
          ...front,
          ...Array<string>(Math.max(8 - front.length - back.length, 0)).fill(
            "0",
          ),
          ...back,
        ];
  const prefix = groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(":")}::/64`;
}

/**
 * At most `max` uses per client in a window of `windowMs` (fixed windows,
 * in this process's memory): what is past it is told so. Old windows are
 * swept as new clients come, so memory stays bounded by the clients of one
 * window.
 */
export function quotaPerClient(max: number, windowMs: number) {
  const windows = new Map<string, { start: number; used: number }>();
  let swept = Date.now();
  return (ip: string, at = Date.now()): boolean => {
    if (at - swept > windowMs) {
      for (const [client, window] of windows)
        if (at - window.start >= windowMs) windows.delete(client);
      swept = at;
    }
    const client = clientOf(ip);
    let window = windows.get(client);
    if (!window || at - window.start >= windowMs)
      windows.set(client, (window = { start: at, used: 0 }));
    window.used++;
    return window.used <= max;
  };
}

import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promises as dns } from "node:dns";
import { freePort } from "./free-port.ts";

/**
 * A real DNS server for the tests (issue 39: check:launch reads SPF, DKIM and
 * DMARC records): Debian's dnsmasq (package dnsmasq-base) on a free loopback
 * port, answering from the zone a test gives and from nothing else.
 */

const DNSMASQ = "/usr/sbin/dnsmasq";

export interface Zone {
  /**
   * TXT records by name: SPF at the domain, DKIM at
   * `selector._domainkey.domain`, DMARC at `_dmarc.domain`. Several values
   * are several records. A value longer than 255 bytes goes out as several
   * strings of one record, as DNS requires; join them to read it. About
   * 1000 bytes at most per value (dnsmasq's line length).
   */
  txt?: Record<string, string | string[]>;
  /** MX records by domain. */
  mx?: Record<string, { exchange: string; priority: number }[]>;
  /** A records by name, with the reverse (PTR) record too. */
  a?: Record<string, string>;
}

/** A value as a quoted dnsmasq string: `"` and `\` escaped, commas kept. */
const quoted = (value: string) => {
  if (/[\r\n]/.test(value))
    throw new Error(`A TXT value in one line: ${value}`);
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
};

/**
 * dnsmasq's configuration. In a file, not as `--txt-record=name,"text"`
 * arguments: dnsmasq takes quotes literally on its command line (they end up
 * in the record) and splits unquoted text at every comma.
 */
function config(zone: Zone) {
  const lines: string[] = [];
  for (const [name, values] of Object.entries(zone.txt ?? {}))
    for (const value of [values].flat()) {
      const line = `txt-record=${name},${quoted(value)}`;
      // dnsmasq reads a configuration line of 1024 bytes at most: a TXT
      // value of about 1000 (a 4096-bit DKIM key takes 740).
      if (Buffer.byteLength(line) > 1024)
        throw new Error(`A TXT record too long for dnsmasq: ${line}`);
      lines.push(line);
    }
  for (const [domain, hosts] of Object.entries(zone.mx ?? {}))
    for (const { exchange, priority } of hosts)
      lines.push(`mx-host=${domain},${exchange},${priority}`);
  for (const [name, address] of Object.entries(zone.a ?? {}))
    lines.push(`host-record=${name},${address}`);
  // The zone's top-level domains are answered from the zone alone: a name
  // in them the zone lacks is NXDOMAIN (ENOTFOUND), as a missing record is
  // on the Internet, not a refusal (any other name is REFUSED: no upstream).
  const names = [
    ...Object.keys(zone.txt ?? {}),
    ...Object.keys(zone.mx ?? {}),
    ...Object.keys(zone.a ?? {}),
  ];
  for (const tld of new Set(names.map((name) => name.split(".").at(-1))))
    lines.push(`local=/${tld}/`);
  return `${lines.join("\n")}\n`;
}

/**
 * Starts dnsmasq on 127.0.0.1 with `zone`; point a resolver at `server`
 * (`resolver()` gives one). dnsmasq answers over UDP and TCP, so a long
 * answer (a 4096-bit DKIM key) comes whole over TCP.
 */
export async function startDns(zone: Zone) {
  if (!existsSync(DNSMASQ)) {
    throw new Error(
      `The DNS tests start Debian's dnsmasq, and ${DNSMASQ} is missing: apt-get install --no-install-recommends dnsmasq-base (.ci/run does).`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), "dns-test-"));
  const conf = path.join(dir, "dnsmasq.conf");
  writeFileSync(conf, config(zone));
  let lastError = "";
  // Another process may take the free port before dnsmasq binds it: try another.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = spawn(
      DNSMASQ,
      [
        "--keep-in-foreground",
        "--conf-file=" + conf,
        "--no-resolv",
        "--no-hosts",
        "--pid-file=",
        "--log-facility=-",
        `--port=${port}`,
        "--listen-address=127.0.0.1",
        "--bind-interfaces",
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, "exit");
    const server = `127.0.0.1:${port}`;
    const resolver = () => {
      const resolver = new dns.Resolver({ timeout: 1_000, tries: 2 });
      resolver.setServers([server]);
      return resolver;
    };
    // Ready once it answers (any answer: a refusal is one too).
    const ready = (async () => {
      for (;;) {
        try {
          await resolver().resolveTxt("dnsmasq.ready.invalid");
          return true;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code !== "ECONNREFUSED" && code !== "ETIMEOUT") return true;
        }
        if (child.exitCode !== null) return false;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const started = await Promise.race([ready, exited.then(() => false)]);
    if (!started) {
      lastError = output;
      continue;
    }
    // Should the test process end without stop(), dnsmasq ends with it.
    const kill = () => child.kill("SIGKILL");
    process.once("exit", kill);
    return {
      /** "127.0.0.1:PORT", for `Resolver.setServers`. */
      server,
      host: "127.0.0.1",
      port,
      /** A Node resolver that asks this server only. */
      resolver,
      /** The configuration dnsmasq runs with, for a failing test's message. */
      config: () => config(zone),
      async stop() {
        process.removeListener("exit", kill);
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGTERM");
          await exited;
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`dnsmasq did not start:\n${lastError}`);
}

export type DnsServer = Awaited<ReturnType<typeof startDns>>;

// @vitest-environment node
// Step 6 of docs/deploy-one-server.md: the whole nginx
// site file, as it stands, in a real nginx (Debian's; NGINX_PATH to use
// another) with a self-signed certificate in place of Let's Encrypt's and a
// stand-in for the Node server: plain HTTP is sent to HTTPS, HTTPS reaches
// the server with the visitor's protocol, host and address, and /readyz
// answers this machine only. And step 6's command for nginx's error log, on
// Debian's own logrotate rule for it, run by a real logrotate night after
// night: no line outlives the privacy statement's days for server logs.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import {
  type IncomingHttpHeaders,
  type Server,
  createServer,
  request as httpRequest,
} from "node:http";
import { request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { retention } from "../../app/content/retention.ts";
import { freePort } from "../support/free-port.ts";
import { guideBlock } from "./guide.ts";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const LOGROTATE = process.env.LOGROTATE_PATH ?? "/usr/sbin/logrotate";
/** Debian's rule for nginx's logs (package nginx-common). */
const DEBIAN_RULE = "/etc/logrotate.d/nginx";
const HOST = "www.ihre-domain.de";

const dir = mkdtempSync(path.join(tmpdir(), "deploy-nginx-"));
let nginx: ChildProcess;
let nginxOutput = "";
let site: Server;
let tlsPort: number;
let plainPort: number;
/** What the stand-in for the Node server was sent, by path. */
const seen = new Map<string, IncomingHttpHeaders>();

beforeAll(async () => {
  if (!existsSync(NGINX))
    throw new Error(
      `No nginx at ${NGINX}: install Debian's package (apt-get install nginx) or set NGINX_PATH. .ci/run installs it.`,
    );
  chmodSync(dir, 0o755);
  site = createServer((request, response) => {
    seen.set(request.url ?? "", request.headers);
    response.end("vom Server");
  });
  site.listen(0, "127.0.0.1");
  await once(site, "listening");
  const sitePort = (site.address() as AddressInfo).port;
  const cert = path.join(dir, "fullchain.pem");
  const key = path.join(dir, "privkey.pem");
  const made = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-subj", `/CN=${HOST}`, "-keyout", key, "-out", cert],
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(made.stderr);
  chmodSync(key, 0o644);
  tlsPort = await freePort();
  plainPort = await freePort();
  // The site file exactly as the guide gives it; only where it listens,
  // where the certificate lies and the Node server's port differ.
  const siteFile = guideBlock("nginx-site", "nginx")
    .replace("listen 443 ssl;", `listen 127.0.0.1:${tlsPort} ssl;`)
    .replace("listen 80;", `listen 127.0.0.1:${plainPort};`)
    .replaceAll(`/etc/letsencrypt/live/${HOST}/fullchain.pem`, cert)
    .replaceAll(`/etc/letsencrypt/live/${HOST}/privkey.pem`, key)
    .replaceAll("http://127.0.0.1:8080", `http://127.0.0.1:${sitePort}`);
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
worker_processes 1;
events { worker_connections 64; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${siteFile}
}
`,
  );
  const checked = spawnSync(NGINX, ["-t", "-p", dir, "-c", conf], {
    encoding: "utf8",
  });
  expect(checked.status, checked.stderr).toBe(0);
  nginx = spawn(NGINX, ["-p", dir, "-c", conf, "-e", "stderr"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  nginx.stderr!.on("data", (chunk: Buffer) => (nginxOutput += chunk));
  for (let attempt = 0; ; attempt++) {
    try {
      await get("http", "/");
      break;
    } catch (error) {
      if (attempt > 50)
        throw new Error(`nginx did not start:\n${nginxOutput}`, {
          cause: error,
        });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}, 30_000);

afterAll(async () => {
  nginx?.kill("SIGQUIT");
  site?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET to the site's name through nginx, from a loopback address. */
function get(scheme: "http" | "https", pathname: string, from = "127.0.0.1") {
  return new Promise<{ status: number; location?: string; body: string }>(
    (resolve, reject) => {
      const options = {
        host: "127.0.0.1",
        port: scheme === "https" ? tlsPort : plainPort,
        localAddress: from,
        path: pathname,
        headers: { host: HOST },
        servername: HOST,
        rejectUnauthorized: false,
      };
      const outgoing = (scheme === "https" ? httpsRequest : httpRequest)(
        options,
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location,
              body,
            }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    },
  );
}

it("sends plain HTTP to HTTPS at the same name and path", async () => {
  const answer = await get("http", "/kontakt?x=1");
  expect(answer.status).toBe(301);
  expect(answer.location).toBe(`https://${HOST}/kontakt?x=1`);
});

it("passes HTTPS to the Node server with the visitor's protocol, host and address", async () => {
  const answer = await get("https", "/kontakt", "127.0.0.2");
  expect(answer).toMatchObject({ status: 200, body: "vom Server" });
  expect(seen.get("/kontakt")).toMatchObject({
    host: HOST,
    "x-forwarded-proto": "https",
    "x-forwarded-host": HOST,
    "x-forwarded-for": "127.0.0.2",
  });
});

it("answers /readyz to this machine only", async () => {
  expect((await get("https", "/readyz")).status).toBe(200);
  expect((await get("https", "/readyz", "127.0.0.2")).status).toBe(403);
});

/** Every line of the logs in `dir`, the compressed ones unpacked. */
function logLines(dir: string): string {
  return readdirSync(dir)
    .map((name) => {
      const bytes = readFileSync(path.join(dir, name));
      return name.endsWith(".gz") ? gunzipSync(bytes).toString() : `${bytes}`;
    })
    .join("");
}

it("step 6's command keeps a client's address in nginx's error log no longer than the privacy statement's days", () => {
  const needed: [string, string][] = [
    [LOGROTATE, "logrotate (apt-get install logrotate) or set LOGROTATE_PATH"],
    [DEBIAN_RULE, "Debian's nginx (apt-get install nginx)"],
  ];
  for (const [file, what] of needed)
    if (!existsSync(file))
      throw new Error(`No ${file}: install ${what}. .ci/run installs it.`);
  const logs = mkdtempSync(path.join(dir, "logs-"));
  const logDir = path.join(logs, "nginx");
  mkdirSync(logDir);
  const rule = path.join(logs, "nginx.rule");
  // Debian's rule as the package ships it, for this folder: the files' owner
  // and the signal to the system's nginx are the machine's business.
  writeFileSync(
    rule,
    readFileSync(DEBIAN_RULE, "utf8")
      .replace("/var/log/nginx/*.log", `${logDir}/*.log`)
      .replace(/create 0640 www-data adm/, "create 0640")
      .replace("invoke-rc.d nginx rotate", "true"),
    { mode: 0o644 },
  );
  const command = spawnSync(
    "sh",
    ["-c", guideBlock("nginx-error-log").replaceAll(DEBIAN_RULE, rule)],
    { encoding: "utf8" },
  );
  expect(command.status, command.stderr).toBe(0);
  // Day 1 logs a client's address; the nights after it, nothing more.
  const errorLog = path.join(logDir, "error.log");
  writeFileSync(errorLog, "connect() failed, client: 203.0.113.7\n");
  const night = () => {
    const rotated = spawnSync(
      LOGROTATE,
      ["--force", "--state", path.join(logs, "state"), rule],
      { encoding: "utf8" },
    );
    expect(rotated.status, rotated.stderr).toBe(0);
  };
  for (let day = 1; day < retention.serverLogDays; day++) night();
  // The night the line turns the statement's days old, it goes; not before.
  expect(logLines(logDir)).toContain("203.0.113.7");
  night();
  expect(logLines(logDir)).not.toContain("203.0.113.7");
});

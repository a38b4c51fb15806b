// @vitest-environment node
// A real nginx (Debian's package; NGINX_PATH to use another) in front of
// `npm start`, as docs/deploy.md recommends it: each visitor keeps their own
// rate limit and counts as their own visitor in the log.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SpawnedServer, spawnServer } from "../../scripts/spawn-server.ts";
import { freePort } from "../../tests/support/free-port.ts";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** nginx connects to the app from this address: the one proxy to trust. */
const PROXY_ADDRESS = "127.0.9.1";

const dir = mkdtempSync(path.join(tmpdir(), "proxy-test-"));
let app: SpawnedServer;
let nginx: ChildProcess;
let nginxOutput = "";
let port: number;

beforeAll(async () => {
  if (!existsSync(NGINX)) {
    throw new Error(
      `No nginx at ${NGINX}: install Debian's package (apt-get install nginx) or set NGINX_PATH. .ci/run installs it.`,
    );
  }
  chmodSync(dir, 0o755);
  app = await spawnServer({
    ...process.env,
    BUILD_DIR: "build-delivery",
    DATA_DIR: path.join(dir, "data"),
    RATE_LIMIT_MAX: "3",
    TRUST_PROXY: PROXY_ADDRESS,
  });
  port = await freePort();
  // The server block exactly as docs/deploy.md gives it; only where it
  // listens and the app's address differ, and the proxy's own address.
  const documented = readFileSync("docs/deploy.md", "utf8").match(
    /<!-- nginx-proxy -->\s*```nginx\n([\s\S]*?)```/,
  )?.[1];
  if (!documented) throw new Error("docs/deploy.md has no nginx-proxy block");
  const site = documented
    .replace("listen 443 ssl;", `listen 127.0.0.1:${port};`)
    .replace(
      "proxy_pass http://127.0.0.1:8080;",
      `proxy_pass ${app.url};\n    proxy_bind ${PROXY_ADDRESS};`,
    );
  const conf = path.join(dir, "nginx.conf");
  // As Debian's nginx.conf: an access log for every site unless it says
  // otherwise, and an error log.
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
${site}
}
`,
  );
  nginx = spawn(NGINX, ["-p", dir, "-c", conf, "-e", "stderr"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  nginx.stderr!.on("data", (chunk: Buffer) => (nginxOutput += chunk));
  // Ready once it answers.
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
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
  app?.child.kill("SIGTERM");
  if (app) await once(app.child, "exit");
  rmSync(dir, { recursive: true, force: true });
});

/** A sign-up from a browser on the given loopback address, through nginx. */
function signUpFrom(localAddress: string, email: string) {
  const body = JSON.stringify({ email });
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method: "POST",
        path: "/api/signup",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          origin: `http://127.0.0.1:${port}`,
          "sec-fetch-site": "same-origin",
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("nginx as docs/deploy.md configures it", () => {
  it("logs nothing of a visit: no address, user agent, referrer or query", async () => {
    const response = await fetch(
      `http://127.0.0.1:${port}/kontakt?token=geheim&utm_source=x`,
      {
        headers: {
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Geheimbrowser/1.0",
          referer: "https://verweis.example/seite?suche=geheim",
        },
      },
    );
    expect(response.status).toBe(200);
    await response.text();
    const written = ["access.log", "error.log"]
      .map((file) => path.join(dir, file))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, "utf8"))
      .join("");
    for (const trace of [
      "127.0.0.1",
      "Geheimbrowser",
      "verweis.example",
      "token=geheim",
      "suche=geheim",
    ])
      expect(written).not.toContain(trace);
    // nginx opens the file of its http-wide log at start; nothing goes in.
    const accessLog = path.join(dir, "access.log");
    expect(existsSync(accessLog) ? readFileSync(accessLog, "utf8") : "").toBe(
      "",
    );
  });
});

describe("behind nginx with TRUST_PROXY set to it", () => {
  it("counts each client on its own, and logs each as its own visitor", async () => {
    const first: number[] = [];
    for (let i = 0; i < 4; i++)
      first.push(await signUpFrom("127.0.0.2", `a${i}@example.org`));
    expect(first).toEqual([201, 201, 201, 429]);
    // Another visitor is not affected by the first one's limit.
    expect(await signUpFrom("127.0.0.3", "b@example.org")).toBe(201);
    expect(await signUpFrom("127.0.4.5", "c@example.org")).toBe(201);

    const logged = () =>
      app
        .output()
        .split("\n")
        .filter((line) => line.includes('POST "/api/signup"'));
    // The log line of the last answer may still be on its way through the pipe.
    await expect.poll(() => logged().length).toBe(6);
    // Three clients, three visitor keys (the proxy's own address would make
    // them one), and no address at all in the log.
    const keys = new Map<string, number>();
    for (const line of logged()) {
      const key = line.split(" ")[2]!;
      keys.set(key, (keys.get(key) ?? 0) + 1);
    }
    expect([...keys.values()].sort()).toEqual([1, 1, 4]);
    expect(app.output()).not.toMatch(/127\.0\.\d+\.\d+ /);
    expect(app.output()).not.toContain("TRUST_PROXY ist nicht gesetzt");
  });
});

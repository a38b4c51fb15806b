import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "./app.ts";
import { createNotifier } from "./notify.ts";
import { openStore } from "./store.ts";

const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);
const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const deliveryFile = path.join(buildDir, "delivery.json");

/** The form delivery a build was made with: "simulated" (the spec) or "api". */
const builtDelivery = (): string | undefined =>
  existsSync(deliveryFile)
    ? (
        JSON.parse(readFileSync(deliveryFile, "utf8")) as {
          formDelivery: string;
        }
      ).formDelivery
    : undefined;

// `npm start` on a fresh clone builds first; so does a change of FORM_DELIVERY.
const wanted =
  process.env.FORM_DELIVERY === "api"
    ? "api"
    : process.env.FORM_DELIVERY
      ? "simulated"
      : undefined;
if (
  !existsSync(path.join(clientDir, "404.html")) ||
  (wanted && wanted !== builtDelivery())
) {
  console.log(
    `Building the site first (form delivery: ${wanted ?? "simulated"}) …`,
  );
  const build = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

/** With delivery on: durable storage, and mail notices when SMTP is configured. */
function formApi() {
  if (builtDelivery() !== "api") return undefined;
  const dataDir = path.resolve(projectRoot, process.env.DATA_DIR ?? "data");
  const store = openStore(dataDir);
  const smtpUrl = process.env.SMTP_URL;
  const notifier =
    smtpUrl && process.env.NOTIFY_TO
      ? createNotifier(store, {
          smtpUrl,
          to: process.env.NOTIFY_TO,
          from: process.env.NOTIFY_FROM ?? process.env.NOTIFY_TO,
        })
      : undefined;
  console.log(
    `Form delivery on: storing in ${path.join(dataDir, "submissions.db")}${notifier ? ", mailing notices" : ""}`,
  );
  void notifier?.flush();
  // Submissions per client IP and minute (RATE_LIMIT_MAX, default 10).
  const rateLimit = {
    max: Number(process.env.RATE_LIMIT_MAX ?? 10),
    windowMs: 60_000,
  };
  return { store, notifier, rateLimit };
}

const api = formApi();
const app = await createServer({
  root: clientDir,
  log: (line) => console.log(line),
  api,
});
const address = await app.listen({ port, host });
console.log(`Serving ${path.relative(projectRoot, clientDir)} on ${address}`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    console.log(`${signal} received: finishing open requests, then stopping.`);
    await app.close();
    await api?.notifier?.close();
    api?.store.close();
    process.exit(0);
  });
}

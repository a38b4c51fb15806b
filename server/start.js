// @ts-check
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "./app.js";

const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);
const clientDir = path.join(projectRoot, "build", "client");

// `npm start` on a fresh clone builds first.
if (!existsSync(path.join(clientDir, "404.html"))) {
  console.log("No build found: building the site first …");
  const build = spawnSync("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

const app = await createServer({
  root: clientDir,
  log: (line) => console.log(line),
});
const address = await app.listen({ port, host });
console.log(`Serving ${path.relative(projectRoot, clientDir)} on ${address}`);

for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.once(signal, async () => {
    console.log(`${signal} received: finishing open requests, then stopping.`);
    await app.close();
    process.exit(0);
  });
}

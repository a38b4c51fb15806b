// npm run test:container (issue 41): builds the Containerfile's image with
// Podman, starts compose.yaml's stack as it stands (with a .env made from
// .env.example) and checks what a company running it relies on: an enquiry
// and a sign-up stored and mailed, nothing lost when the site, the database or
// the whole stack restarts, a pg_dump that restores, a non-root site that
// stops on SIGTERM at once. Not part of `npm test`; .ci/run calls it after.
//
// It installs nothing: podman, podman-compose and mmdebstrap come from .ci/run.
// Without the base images (this machine reaches no registry) it makes local
// stand-ins under the official names (base-images.ts). It removes every
// container, volume, network and image it made, also when it fails; outside
// CI (CI=true) the stand-in base images stay, a cache for the next run
// (CONTAINER_TEST_KEEP_BASE_IMAGES=0 removes them too, =1 keeps them in CI).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import {
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  readFile,
  rm,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { retention } from "../../app/content/retention.ts";
import { SETTINGS } from "../../server/settings/declaration.ts";
import { FORM_TIME_FIELD } from "../../app/lib/submission.ts";
import { freePort } from "../support/free-port.ts";
import { tookTimeLikeAPerson } from "../support/person-stamp.ts";
import {
  type MailCatcher,
  linkIn,
  startMailCatcher,
} from "../support/mail-catcher.ts";
import {
  type BaseImage,
  baseImageState,
  fullName,
  makeNodeImage,
  makePostgresImage,
} from "./base-images.ts";
import { forwardPort } from "./relay-port.ts";
import { aborter, run, secondsSince, waitFor } from "./shell.ts";

const root = path.resolve(import.meta.dirname, "../..");
const started = performance.now();
/** The whole run, base images made from nothing included (a fresh CI machine). */
const LIMIT_S = Number(process.env.CONTAINER_TEST_LIMIT_S ?? 360);
const BUDGET_S = 240;

const env: NodeJS.ProcessEnv = {
  ...process.env,
  // This machine's runtime settings (crun refuses its cgroups); kept if set.
  CONTAINERS_CONF:
    process.env.CONTAINERS_CONF ||
    path.join(import.meta.dirname, "containers.conf"),
};
const keepBaseImages =
  process.env.CONTAINER_TEST_KEEP_BASE_IMAGES !== undefined
    ? process.env.CONTAINER_TEST_KEEP_BASE_IMAGES !== "0"
    : process.env.CI !== "true";

const runId = Date.now().toString(36);
const PROJECT_PREFIX = "zwtest";
const project = `${PROJECT_PREFIX}${runId}`;
const siteImage = `localhost/zunftwerk-site-test:${runId}`;
const SITE_URL = "https://container-test.zunftwerk.example";
const COMPANY_INBOX = "vertrieb@zunftwerk.example";
const MAIL_FROM = "Zunftwerk <neuigkeiten@zunftwerk.example>";
const PROJECT_LABEL = "io.podman.compose.project";
/**
 * What a company keeps beside compose.yaml (docs/deploy-containers.md): the DKIM
 * key the guide suggests and the database superuser's password. Where the
 * checkout has none, this run puts one there for the build to find, with
 * PLANTED as its text (so a later run knows it for a test's) and removes it.
 */
const PRIVATE_FILES = ["dkim.pem", "postgres-password"];
const PLANTED =
  "Platzhalter von npm run test:container: gehört in kein Image.\n";

const timings: [string, string][] = [];
let work = "";
let log = "";
let catcher: MailCatcher | undefined;
let relay: { stop(): Promise<void> } | undefined;
const imagesBefore = new Set<string>();
/** Whether imagesBefore was taken (then images not in it are this run's). */
let imagesCounted = false;
/** Build containers (buildah's) there before this run: a killed build leaves one. */
const buildContainersBefore = new Set<string>();
const baseImagesMade: string[] = [];

function note(text: string) {
  console.log(`[${secondsSince(started).toFixed(1).padStart(5)} s] ${text}`);
}

async function step<T>(name: string, body: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await body();
  note(`✓ ${name} (${secondsSince(start)} s)`);
  return result;
}

const podman = (args: string[], check = true) =>
  run("podman", args, { env, log, check });
/** For the clean-up: never fails, never stopped. */
const podmanAlways = (args: string[]) =>
  run("podman", args, { env, log, check: false, abortable: false });
const compose = (...args: string[]) =>
  run(
    "podman-compose",
    ["-p", project, "-f", path.join(work, "stack/compose.yaml"), ...args],
    { env, log },
  );

/** The container of a service of this run's stack. */
async function container(service: string) {
  const { stdout } = await podman([
    "ps",
    "-a",
    "--filter",
    `label=${PROJECT_LABEL}=${project}`,
    "--filter",
    `label=com.docker.compose.service=${service}`,
    "--format",
    "{{.Names}}",
  ]);
  const name = stdout.trim().split("\n")[0];
  if (!name) throw new Error(`no container for the service ${service}`);
  return name;
}

const exec = async (service: string, ...command: string[]) =>
  (await podman(["exec", await container(service), ...command])).stdout;

async function buildContainers(use = podman) {
  const { stdout } = await use([
    "ps",
    "-a",
    "--external",
    "--no-trunc",
    "--format",
    "{{.ID}} {{.Status}}",
  ]);
  return stdout
    .split("\n")
    .filter((line) => line.endsWith(" Storage"))
    .map((line) => line.split(" ")[0]!);
}

async function imageIds(use = podman) {
  const { stdout } = await use([
    "images",
    "-a",
    "--no-trunc",
    "--format",
    "{{.ID}}",
  ]);
  return stdout.split("\n").filter(Boolean).map(bareId);
}

/** An image ID without its "sha256:" (`images` gives it, `inspect` not). */
const bareId = (id: string) => id.trim().replace(/^sha256:/, "");

/** The names the project's files use, so the stand-ins are what they ask for. */
async function baseImageNames() {
  const containerfile = await readFile(
    path.join(root, "Containerfile"),
    "utf8",
  );
  const composeFile = await readFile(path.join(root, "compose.yaml"), "utf8");
  const node = /^ARG NODE_IMAGE=(\S+)/m.exec(containerfile)?.[1];
  const postgres = /^ {2}db:\n(?: {4}.*\n)*? {4}image: (\S+)/m.exec(
    composeFile,
  )?.[1];
  if (!node || !postgres)
    throw new Error("Containerfile or compose.yaml names no base image");
  return { node: fullName(node), postgres: fullName(postgres) };
}

/** Checks on the files themselves, before anything is built. */
async function checkFiles() {
  const example = await readFile(path.join(root, ".env.example"), "utf8");
  // Every setting the site or the stack reads (the build's own aside).
  const settings = new Set(
    Object.entries(SETTINGS)
      .filter(([, setting]) =>
        setting.readers.some((reader: string) => reader !== "build"),
      )
      .map(([name]) => name),
  );
  const missing = [...settings].filter(
    (name) => !new RegExp(`\\b${name}\\b`).test(example),
  );
  if (missing.length > 0)
    throw new Error(
      `.env.example says nothing of ${missing.join(", ")} (server/settings/declaration.ts declares them)`,
    );
  const composeFile = await readFile(path.join(root, "compose.yaml"), "utf8");
  const keep = /\$\{BACKUP_KEEP:-(\d+)\}/.exec(composeFile)?.[1];
  if (Number(keep) !== retention.backupDays)
    throw new Error(
      `compose.yaml keeps ${keep} pg_dumps, the privacy statement ${retention.backupDays} (retention.backupDays)`,
    );
  return settings.size;
}

async function baseImages() {
  const names = await baseImageNames();
  const make = async (
    image: string,
    kind: BaseImage,
    maker: typeof makeNodeImage,
  ): Promise<void> => {
    const state = await baseImageState(image, kind, env);
    if (state === "usable") {
      note(`  ${image}: there already (a cache or the real image)`);
      return;
    }
    if (state === "outdated") {
      note(`  ${image}: a stand-in of an older entrypoint, made again`);
      await podman(["rmi", "-f", image]);
    }
    const start = performance.now();
    const dir = path.join(work, image.replace(/\W+/g, "-"));
    await mkdir(dir);
    await maker(image, dir, env, log);
    baseImagesMade.push(image);
    const seconds = secondsSince(start);
    timings.push([
      `base ${image.replace(/^docker\.io\/library\//, "")}`,
      `${seconds} s (stand-in made)`,
    ]);
    note(`  ${image}: stand-in made (${seconds} s)`);
    await rm(dir, { recursive: true, force: true });
  };
  const made = {
    node: make(names.node, "node", makeNodeImage),
    postgres: make(names.postgres, "postgres", makePostgresImage),
  };
  // Both run at once; one that fails while the other is awaited is reported
  // when its turn comes, not as an unhandled rejection.
  for (const promise of Object.values(made)) promise.catch(() => {});
  return made;
}

/**
 * A mounts file for the build: the machine's CA bundle and an npmrc naming it
 * (this network inspects TLS), visible to `npm install` and left out of the
 * image (../shared/TOOLCHAIN.md).
 */
async function buildMounts() {
  const bundle =
    process.env.NODE_EXTRA_CA_CERTS ?? "/etc/ssl/certs/ca-certificates.crt";
  if (!existsSync(bundle)) return [];
  const npmrc = path.join(work, "npmrc");
  const mounts = path.join(work, "mounts.conf");
  await writeFile(npmrc, "cafile=/usr/local/etc/host-ca.crt\n");
  await writeFile(
    mounts,
    `${bundle}:/usr/local/etc/host-ca.crt\n${npmrc}:/usr/local/etc/npmrc\n`,
  );
  return ["--default-mounts-file", mounts];
}

/** `podman build` of the Containerfile as a user runs it, from the checkout. */
async function buildArgs(tag: string, ...more: string[]) {
  return [
    "build",
    "--format",
    "docker",
    "--layers",
    ...(await buildMounts()),
    "--build-arg",
    `VITE_SITE_URL=${SITE_URL}`,
    ...more,
    "-t",
    tag,
    "-f",
    path.join(root, "Containerfile"),
    root,
  ];
}

/**
 * Builds the image; the seconds it took and how many steps came from the
 * cache. (Not --no-cache for the first: Podman 4.3 then keeps no cache of the
 * last stage for the second. Every run removes its layers, so the first
 * build finds none unless an earlier run was killed before its clean-up.)
 */
async function buildImage() {
  const start = performance.now();
  const { stdout } = await podman(await buildArgs(siteImage));
  const seconds = secondsSince(start);
  // Each step is followed by "--> Using cache …" when it came from the cache.
  const lines = stdout.split("\n");
  const steps = lines.flatMap((line, index) =>
    / STEP \d+\/\d+: (?!FROM )/.test(line)
      ? [{ line, cached: lines[index + 1]?.startsWith("--> Using cache") }]
      : [],
  );
  const built = steps.filter((one) => !one.cached);
  const cached = `${steps.length - built.length} of ${steps.length} steps from the cache`;
  return {
    seconds,
    cached:
      built.length > 0 && built.length <= 5
        ? `${cached}; built: ${built.map((one) => one.line.replace(/^.*STEP /, "").slice(0, 40)).join(" | ")}`
        : cached,
  };
}

interface ImageFacts {
  Size: number;
  Healthcheck?: { Test?: string[] };
  Config: {
    User?: string;
    Cmd?: string[];
    Volumes?: Record<string, unknown>;
  };
}

async function checkImage() {
  const { stdout } = await podman(["image", "inspect", siteImage]);
  const [facts] = JSON.parse(stdout) as ImageFacts[];
  if (!facts) throw new Error(`${siteImage}: not there`);
  const { User, Cmd, Volumes } = facts.Config;
  const { Healthcheck } = facts;
  const expect = (ok: boolean, what: string) => {
    if (!ok)
      throw new Error(`the image: ${what} (${JSON.stringify(facts.Config)})`);
  };
  expect(!!User && User !== "root" && User !== "0", "runs as root");
  expect(
    Cmd?.join(" ") === "node server/start.ts",
    "CMD is not node server/start.ts",
  );
  expect(
    !!Healthcheck?.Test?.join(" ").includes("/healthz"),
    "no HEALTHCHECK on /healthz",
  );
  for (const volume of ["/app/data", "/app/logs", "/app/backups"])
    expect(!!Volumes && volume in Volumes, `no volume ${volume}`);
  return facts.Size;
}

/** PRIVATE_FILES the checkout lacks, put there with PLANTED as their text. */
async function plantPrivateFiles() {
  const planted: string[] = [];
  for (const name of PRIVATE_FILES) {
    const file = path.join(root, name);
    if (existsSync(file)) continue;
    await writeFile(file, PLANTED, { mode: 0o600, flag: "wx" });
    planted.push(name);
  }
  return planted;
}

/** Removes the files plantPrivateFiles put there (and only those). */
async function removePlantedFiles() {
  for (const name of PRIVATE_FILES) {
    const file = path.join(root, name);
    const text = await readFile(file, "utf8").catch(() => "");
    if (text === PLANTED) await rm(file, { force: true });
  }
}

/**
 * Neither the image nor its build stage (which copies the whole build
 * context into /app) holds a key or a password kept beside compose.yaml:
 * none of PRIVATE_FILES, no PEM file outside the dependencies, no .env.
 */
async function privateFilesLeftOut() {
  const stage = `${siteImage}-build`;
  // From the cache: the stage the image was just built from.
  await podman(await buildArgs(stage, "--target", "build"));
  const found: string[] = [];
  for (const [where, image] of [
    ["the build stage", stage],
    ["the image", siteImage],
  ] as const) {
    const names = PRIVATE_FILES.flatMap((name) => ["-o", "-name", name]);
    const { stdout } = await podman([
      "run",
      "--rm",
      "--entrypoint",
      "find",
      image,
      "/app",
      "-path",
      "/app/node_modules",
      "-prune",
      "-o",
      "(",
      "-name",
      "*.pem",
      "-o",
      "-name",
      ".env",
      ...names,
      ")",
      "-print",
    ]);
    for (const file of stdout.split("\n").filter(Boolean))
      found.push(`${where}: ${file}`);
  }
  if (found.length > 0)
    throw new Error(
      `keys or passwords of the checkout reached the build:\n${found.join("\n")}`,
    );
}

/**
 * The stack's .env (.env.example with this run's values put in) and the
 * database superuser's password file beside it.
 */
async function writeStack(sitePort: number, relayPort: number) {
  const password = randomBytes(18).toString("hex");
  const superuserPassword = randomBytes(18).toString("hex");
  const values: Record<string, string> = {
    VITE_SITE_URL: SITE_URL,
    DB_USER: "zunftwerk",
    DB_PASSWORD: password,
    DB_NAME: "zunftwerk",
    DATABASE_URL: `postgres://zunftwerk:${password}@db:5432/zunftwerk`,
    SITE_PUBLISH: `127.0.0.1:${sitePort}`,
    SITE_IMAGE: siteImage,
    SMTP_URL: `smtp://host.containers.internal:${relayPort}`,
    NOTIFY_TO: COMPANY_INBOX,
    MAIL_FROM,
  };
  const example = await readFile(path.join(root, ".env.example"), "utf8");
  const seen = new Set<string>();
  const lines = example.split("\n").map((line) => {
    const name = /^#? ?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
    if (!name || !(name in values) || seen.has(name)) return line;
    seen.add(name);
    return `${name}=${values[name]}`;
  });
  for (const [name, value] of Object.entries(values))
    if (!seen.has(name)) lines.push(`${name}=${value}`);
  await mkdir(path.join(work, "stack"));
  await copyFile(
    path.join(root, "compose.yaml"),
    path.join(work, "stack/compose.yaml"),
  );
  // What compose.yaml mounts from beside it, with its modes (the init
  // script is run, not read).
  await cp(path.join(root, "deploy"), path.join(work, "stack/deploy"), {
    recursive: true,
  });
  await writeFile(path.join(work, "stack/.env"), lines.join("\n"), {
    mode: 0o600,
  });
  // The superuser's password as the guide makes it: one line, 0600.
  await writeFile(
    path.join(work, "stack/postgres-password"),
    `${superuserPassword}\n`,
    { mode: 0o600 },
  );
  return { superuserPassword };
}

async function healthy(service: string) {
  const name = await container(service);
  await waitFor(
    `${service} healthy`,
    async () =>
      (await podman(["healthcheck", "run", name], false)).code === 0
        ? true
        : undefined,
    90_000,
  );
}

/** /readyz answers 200 with PostgreSQL reachable. */
async function ready(base: string) {
  await waitFor(
    "the site ready (/readyz)",
    async () => {
      const response = await fetch(`${base}/readyz`);
      const body = (await response.json()) as {
        store?: { engine?: string; reachable?: boolean };
      };
      return response.ok &&
        body.store?.engine === "postgres" &&
        body.store.reachable
        ? true
        : undefined;
    },
    90_000,
  );
}

/**
 * Up in the order compose.yaml's conditions give: Debian's podman-compose
 * 1.0 reads depends_on for the order alone and starts each container a
 * second after the one before, so this waits where Docker Compose would.
 */
async function upInOrder(base: string, relayPort: number) {
  await compose("up", "-d", "--no-build", "db");
  await healthy("db");
  const { stdout } = await podman([
    "network",
    "inspect",
    `${project}_default`,
    "--format",
    "{{range .Subnets}}{{.Gateway}}{{end}}",
  ]);
  relay ??= await forwardPort(stdout.trim(), relayPort, catcher!.port);
  await compose("up", "-d", "--no-build", "migrate");
  const exit = (await podman(["wait", await container("migrate")])).stdout;
  if (exit.trim() !== "0")
    throw new Error(
      `migrate ended with ${exit.trim()}:\n${(await podman(["logs", await container("migrate")])).stderr}`,
    );
  await compose("up", "-d", "--no-build");
  await ready(base);
  await healthy("site");
}

async function inboxList(expected: string[]) {
  // The guide's owner command (-T: no terminal here), as the site's user
  // inside its container.
  const { stdout: list } = await compose(
    "exec",
    "-T",
    "site",
    "npm",
    "run",
    "inbox",
    "--",
    "list",
  );
  const lost = expected.filter((text) => !list.includes(text));
  if (lost.length > 0)
    throw new Error(`npm run inbox -- list lacks ${lost.join(", ")}:\n${list}`);
}

async function post(base: string, route: string, body: object) {
  const response = await fetch(`${base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`${route}: ${response.status} ${await response.text()}`);
}

/**
 * The contact form as a person without JavaScript sends it: the page
 * (whose form carries the signed time it was shown), a few seconds of
 * typing, the plain post. Sooner, the spam defence would hold it back
 * (decision 043).
 */
async function postLikeAPerson(base: string, fields: Record<string, string>) {
  const shownAt = Date.now();
  const page = await (await fetch(`${base}/kontakt`)).text();
  const formTime = /name="shown_at" value="([^"]+)"/.exec(page)?.[1];
  if (!formTime) throw new Error("the contact page carries no signed time");
  await tookTimeLikeAPerson(shownAt);
  const response = await fetch(`${base}/kontakt`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, shown_at: formTime }).toString(),
    redirect: "manual",
  });
  if (response.headers.get("location") !== "/kontakt/gesendet")
    throw new Error(
      `/kontakt: ${response.status} ${response.headers.get("location")}`,
    );
}

async function submissions(base: string) {
  const name = `Erika Container ${runId}`;
  const email = `meisterin-${runId}@example.org`;
  await postLikeAPerson(base, {
    name,
    email: "erika@example.org",
    company: "Müller & Söhne",
    message: "Bitte rufen Sie mich an.",
  });
  await post(base, "/api/signup", { email });
  const notice = await catcher!.waitFor(COMPANY_INBOX, undefined, 30_000);
  if (!notice.text.includes(name))
    throw new Error(`the notice does not name ${name}:\n${notice.text}`);
  const confirmation = await catcher!.waitFor(email, /bestätigen Sie/, 30_000);
  linkIn(confirmation, `${SITE_URL}/anmeldung/bestaetigen`);
  return { name, email };
}

async function restartEach(base: string, expected: string[]) {
  await podman(["restart", await container("db")]);
  await healthy("db");
  await podman(["restart", await container("site")]);
  await ready(base);
  await inboxList(expected);
}

async function stopAndStart(base: string, expected: string[]) {
  await compose("stop");
  const running = await podman([
    "ps",
    "--filter",
    `label=${PROJECT_LABEL}=${project}`,
    "--format",
    "{{.Names}}",
  ]);
  if (running.stdout.trim())
    throw new Error(`still running after stop: ${running.stdout}`);
  // podman-compose start: each container at once, no order: the site opens
  // its store in the background and retries while the database starts.
  await compose("start");
  await healthy("db");
  await ready(base);
  await inboxList(expected);
}

/**
 * The guide's backup and restore: the daily dump is there; a dump now,
 * restored into a new database, holds the enquiry; the switch-over (the
 * restored database renamed into place) brings the site back with it.
 */
async function backupAndRestore(base: string, expected: string[]) {
  const [name = ""] = expected;
  const logs = await podman(["logs", await container("backup")]);
  if (
    !/Sicherung: \/backups\/zunftwerk-\d{4}-\d{2}-\d{2}\.dump/.test(logs.stdout)
  )
    throw new Error(
      `the backup service wrote no dump:\n${logs.stdout}${logs.stderr}`,
    );
  // The site sees the dumps (read-only), so check:launch can tell their age.
  const seen = await exec("site", "ls", "/app/backups");
  if (!/^zunftwerk-\d{4}-\d{2}-\d{2}\.dump$/m.test(seen))
    throw new Error(`the site sees no dump in /app/backups: ${seen}`);
  await exec(
    "backup",
    "pg_dump",
    "--format=custom",
    "--file=/backups/jetzt.dump",
  );
  await exec("db", "createdb", "-U", "zunftwerk", "zunftwerk_restored");
  await exec(
    "backup",
    "pg_restore",
    "--exit-on-error",
    "--no-owner",
    "--dbname=zunftwerk_restored",
    "/backups/jetzt.dump",
  );
  // The guide's check: the site's own DATABASE_URL, another database.
  const restored = await exec(
    "site",
    "sh",
    "-c",
    "DATABASE_URL=${DATABASE_URL%/*}/zunftwerk_restored npm run inbox -- list",
  );
  if (!restored.includes(name))
    throw new Error(`the restored database lacks ${name}:\n${restored}`);
  await compose("stop", "site", "backup");
  await exec(
    "db",
    "psql",
    "-v",
    "ON_ERROR_STOP=1",
    "-U",
    "zunftwerk",
    "-d",
    "postgres",
    "-c",
    "ALTER DATABASE zunftwerk RENAME TO zunftwerk_alt",
    "-c",
    "ALTER DATABASE zunftwerk_restored RENAME TO zunftwerk",
  );
  await compose("start", "site", "backup");
  await ready(base);
  await inboxList(expected);
  await exec("db", "dropdb", "-U", "zunftwerk", "zunftwerk_alt");
  await exec("backup", "rm", "/backups/jetzt.dump");
}

async function siteChecks() {
  const site = await container("site");
  const uid = (await podman(["exec", site, "id", "-u"])).stdout.trim();
  if (uid === "0" || uid === "") throw new Error(`the site runs as uid ${uid}`);
  // compose.yaml's init: true puts an init (catatonit) first, node right under it.
  const top = (await podman(["top", site, "user", "pid", "ppid", "args"]))
    .stdout;
  const node = /^(\S+)\s+(\d+)\s+(\d+)\s+node server\/start\.ts/m.exec(top);
  const init = /^\S+\s+1\s+0\s+(\S+)/m.exec(top)?.[1] ?? "";
  if (
    !node ||
    node[1] === "root" ||
    node[3] !== "1" ||
    !/init|catatonit|tini/.test(init)
  )
    throw new Error(`not node under an init as PID 1:\n${top}`);
  const logs = await podman(["logs", site]);
  if (/Zuerst wird die Website gebaut/.test(logs.stdout + logs.stderr))
    throw new Error(
      `the site tried to build in its container:\n${logs.stdout}`,
    );
  // The access log goes to the logs volume (LOG_DIR), one file a day.
  const logFiles = await exec("site", "ls", "/app/logs");
  if (!/^access-\d{4}-\d{2}-\d{2}\.log$/m.test(logFiles))
    throw new Error(`no access log in /app/logs: ${logFiles}`);
  const built = JSON.parse(
    await exec("site", "cat", "build-delivery/delivery.json"),
  ) as { formDelivery: string; siteUrl: string };
  if (built.formDelivery !== "api" || built.siteUrl !== SITE_URL)
    throw new Error(`the build: ${JSON.stringify(built)}`);
  return uid;
}

/**
 * A script for node in the site's container: 31 pages of /kontakt from its
 * own network address (not the gateway), each claiming another visitor;
 * prints how many came with a signed form time.
 */
const fromTheStackScript = `
const own = require("node:os").networkInterfaces().eth0?.find((a) => a.family === "IPv4")?.address;
if (!own) throw new Error("no IPv4 address on eth0");
(async () => {
  let stamped = 0;
  for (let i = 1; i <= 31; i++) {
    const page = await fetch("http://" + own + ":8080/kontakt", { headers: { "x-forwarded-for": "198.51.100." + i } });
    if (/name="${FORM_TIME_FIELD}" value="[^"]+"/.test(await page.text())) stamped++;
  }
  console.log(stamped);
})();
`;

/**
 * compose.yaml trusts the proxy docs/deploy.md puts in front (issue 46) and
 * nothing else (issue 52): a request to the published port with
 * X-Forwarded-For, as nginx sends it, comes from the stack network's
 * gateway (TRUST_PROXY=gateway). Untrusted, the site would warn that every
 * visitor has the proxy's address; trusted, it says nothing, and 31
 * visitors behind it each get a page with a form time. The stack's own
 * containers are no proxy: 31 "visitors" a container on the stack network
 * claims (here the site's own, to its network address) are one client,
 * whose 31st page goes out without a form time (30 in 10 minutes).
 */
async function behindTheProxy(base: string) {
  const response = await fetch(`${base}/kontakt`, {
    headers: { "x-forwarded-for": "203.0.113.9" },
  });
  if (!response.ok) throw new Error(`/kontakt answered ${response.status}`);
  await response.arrayBuffer();
  const logs = await podman(["logs", await container("site")]);
  const said = logs.stdout + logs.stderr;
  if (/TRUST_PROXY ist nicht gesetzt/.test(said))
    throw new Error(
      `the site does not trust the proxy in front of it:\n${said.slice(-2000)}`,
    );
  let viaProxy = 0;
  for (let i = 1; i <= 31; i++) {
    const page = await fetch(`${base}/kontakt`, {
      headers: { "x-forwarded-for": `203.0.113.${100 + i}` },
    });
    if (
      new RegExp(`name="${FORM_TIME_FIELD}" value="[^"]+"`).test(
        await page.text(),
      )
    )
      viaProxy++;
  }
  if (viaProxy !== 31)
    throw new Error(
      `31 visitors behind the proxy: ${viaProxy} pages with a form time, not 31`,
    );
  const fromTheStack = Number(
    (await exec("site", "node", "-e", fromTheStackScript)).trim(),
  );
  if (fromTheStack !== 30)
    throw new Error(
      `a container on the stack network believed as a proxy: ${fromTheStack} of 31 pages with a form time, not 30`,
    );
}

/**
 * deploy/postgres-init made the site's role: it owns the database and may
 * create one (the guide's restore), and is no superuser (which could read
 * the server's files and run programs on it).
 */
async function siteRole() {
  const facts = await exec(
    "db",
    "psql",
    "-U",
    "zunftwerk",
    "-d",
    "zunftwerk",
    "-tAc",
    "SELECT rolsuper, rolcreatedb, pg_get_userbyid(datdba) FROM pg_roles, pg_database WHERE rolname = current_user AND datname = current_database()",
  );
  if (facts.trim() !== "f|t|zunftwerk")
    throw new Error(
      `the site's role (superuser|createdb|owner): ${facts.trim()}`,
    );
}

/**
 * The database superuser's password reaches the db service alone: not the
 * site's or migrate's environment (code run in the site could then log in
 * as postgres over the stack's network, a superuser, which may read the
 * server's files and run programs there), nor backup's (it dumps as the
 * site's role), neither as a value nor as the secret's file. With it,
 * postgres logs in over that network.
 */
async function superuserPasswordOnlyInDb(password: string) {
  const leaks: string[] = [];
  const leaked = (text: string) =>
    text.includes(password) ||
    /\bPOSTGRES_PASSWORD\b|postgres-password/.test(text);
  for (const service of ["site", "migrate", "backup"]) {
    // Its settings (environment, command, mounts), as every process in it
    // starts with them; migrate has exited and is inspected only.
    const facts = (await podman(["inspect", await container(service)])).stdout;
    if (leaked(facts)) leaks.push(`${service} (podman inspect)`);
  }
  // What the processes running in the site have: node, its init (each
  // after a line with its command; one that ends meanwhile is left out).
  const environ = await exec(
    "site",
    "sh",
    "-c",
    "for dir in /proc/[0-9]*; do printf '== %s\\n' \"$(tr '\\0' ' ' < $dir/cmdline)\"; tr '\\0' '\\n' < $dir/environ; done 2>/dev/null; true",
  );
  if (
    !/^== node server\/start\.ts \n(?:(?!==).*\n)*DATABASE_URL=/m.test(environ)
  )
    throw new Error(`the server's environment not read:\n${environ}`);
  if (leaked(environ)) leaks.push("site (/proc/*/environ)");
  if (leaks.length > 0)
    throw new Error(`the superuser's password reached ${leaks.join(", ")}`);
  const { stdout } = await podman([
    "exec",
    "-e",
    `PGPASSWORD=${password}`,
    await container("backup"),
    "psql",
    "-h",
    "db",
    "-U",
    "postgres",
    "-d",
    "postgres",
    "-tAc",
    "SELECT rolsuper FROM pg_roles WHERE rolname = current_user",
  ]);
  if (stdout.trim() !== "t")
    throw new Error(`postgres over the network: ${stdout.trim()}`);
}

/**
 * `podman stop` (SIGTERM, then SIGKILL after the grace period) ends the site
 * at once: gracefully once it runs, and also in its first moment.
 */
async function stopsOnSigterm() {
  const site = await container("site");
  const timed = async () => {
    const start = performance.now();
    await podman(["stop", "-t", "10", site]);
    return secondsSince(start);
  };
  const seconds = await timed();
  const code = (
    await podman(["inspect", site, "--format", "{{.State.ExitCode}}"])
  ).stdout.trim();
  const logs = await podman(["logs", site]);
  if (seconds >= 5 || code !== "0" || !/SIGTERM empfangen/.test(logs.stdout))
    throw new Error(
      `podman stop took ${seconds} s, exit ${code}:\n${logs.stdout.slice(-2000)}`,
    );
  await podman(["start", site]);
  const early = await timed();
  const earlyCode = (
    await podman(["inspect", site, "--format", "{{.State.ExitCode}}"])
  ).stdout.trim();
  if (early >= 5)
    throw new Error(`podman stop right after the start took ${early} s`);
  return `${seconds} s (exit ${code}); right after its start ${early} s (exit ${earlyCode})`;
}

/**
 * Containers, volumes or networks of a stack this test started, by the
 * project label podman-compose gives them (a network lists its labels as
 * one text, the others as a map).
 */
async function listed(kind: "ps" | "volume" | "network") {
  const [list, name] =
    kind === "ps" ? [["ps", "-a"], "{{.Names}}"] : [[kind, "ls"], "{{.Name}}"];
  const { stdout } = await podmanAlways([
    ...list,
    "--format",
    `${name} {{.Labels}}`,
  ]);
  const ours = new RegExp(`${PROJECT_LABEL}[=:]${PROJECT_PREFIX}`);
  return stdout
    .split("\n")
    .filter((line) => ours.test(line))
    .map((line) => line.split(" ")[0]!);
}

/** Removes what this run (or one that was killed before it) made. */
async function cleanup() {
  await relay?.stop().catch(() => {});
  await catcher?.stop().catch(() => {});
  const containers = await listed("ps");
  if (containers.length > 0)
    await podmanAlways(["rm", "-f", "-v", "-t", "0", ...containers]);
  const volumes = await listed("volume");
  if (volumes.length > 0)
    await podmanAlways(["volume", "rm", "-f", ...volumes]);
  const networks = await listed("network");
  if (networks.length > 0)
    await podmanAlways(["network", "rm", "-f", ...networks]);
  const tags = (
    await podmanAlways([
      "images",
      "--format",
      "{{.Repository}}:{{.Tag}}",
      "localhost/zunftwerk-site-test",
    ])
  ).stdout
    .split("\n")
    .filter(Boolean);
  if (tags.length > 0) await podmanAlways(["rmi", "-f", ...tags]);
  if (!keepBaseImages && baseImagesMade.length > 0)
    await podmanAlways(["rmi", "-f", ...baseImagesMade]);
  // The build's intermediate layers (cached images without a name), and the
  // working container of a build that was stopped.
  if (imagesCounted) {
    const stray = (await buildContainers(podmanAlways)).filter(
      (id) => !buildContainersBefore.has(id),
    );
    if (stray.length > 0) await podmanAlways(["rm", "-f", ...stray]);
    const kept = new Set(
      keepBaseImages && baseImagesMade.length > 0
        ? (
            await podmanAlways([
              "image",
              "inspect",
              "--format",
              "{{.ID}}",
              ...baseImagesMade,
            ])
          ).stdout
            .split("\n")
            .map(bareId)
        : [],
    );
    const made = (await imageIds(podmanAlways)).filter(
      (id) => !imagesBefore.has(id) && !kept.has(id),
    );
    if (made.length > 0) await podmanAlways(["rmi", "-f", ...made]);
  }
  const left = [
    ...(await listed("ps")),
    ...(await listed("volume")),
    ...(await listed("network")),
  ];
  if (work) await rm(work, { recursive: true, force: true });
  await removePlantedFiles();
  log = "";
  if (left.length > 0) throw new Error(`left behind: ${left.join(", ")}`);
}

/**
 * The base images, the site's image built cold and then warm, and what it
 * (and its build stage) holds.
 */
async function theImage() {
  const planted = await plantPrivateFiles();
  note(
    `  in the build context: ${PRIVATE_FILES.join(", ")}${planted.length > 0 ? ` (put there for this run: ${planted.join(", ")})` : ""}`,
  );
  const bases = await baseImages();
  await step("the Node base image", () => bases.node);
  const cold = await step("the image, built cold", buildImage);
  const warm = await step("the image, built again (warm)", buildImage);
  await step("the PostgreSQL base image", () => bases.postgres);
  timings.push(
    ["cold build", `${cold.seconds} s (${cold.cached})`],
    ["warm build", `${warm.seconds} s (${warm.cached})`],
  );
  const size = await step(
    "the image: non-root, health check, volumes",
    checkImage,
  );
  timings.push(["image size", `${size} bytes (${(size / 1e6).toFixed(0)} MB)`]);
  await step(
    "no key or password of the checkout in the image or its build stage",
    privateFilesLeftOut,
  );
}

async function main() {
  note(`Podman settings: CONTAINERS_CONF=${env.CONTAINERS_CONF}`);
  const settings = await step(
    "the files: .env.example and compose.yaml",
    checkFiles,
  );
  note(
    `  .env.example names all ${settings} settings of the site and the stack`,
  );
  await run("podman", ["info", "--format", "{{.Host.OCIRuntime.Name}}"], {
    env,
  });
  await step("leftovers of earlier runs removed", cleanup);
  work = await mkdtemp(path.join(tmpdir(), "zunftwerk-container-"));
  log = path.join(work, "commands.log");
  for (const id of await imageIds()) imagesBefore.add(id);
  imagesCounted = true;
  for (const id of await buildContainers()) buildContainersBefore.add(id);
  await theImage();

  catcher = await startMailCatcher();
  const sitePort = await freePort();
  const relayPort = await freePort();
  const base = `http://127.0.0.1:${sitePort}`;
  const { superuserPassword } = await writeStack(sitePort, relayPort);
  const upStart = performance.now();
  await step("the stack up: db healthy, migrate done, site ready", () =>
    upInOrder(base, relayPort),
  );
  timings.push(["stack up", `${secondsSince(upStart)} s`]);
  const { name, email } = await step(
    "an enquiry and a sign-up: stored, notice and confirmation mailed",
    () => submissions(base),
  );
  const expected = [name, email];
  await step("npm run inbox -- list inside the site shows both", () =>
    inboxList(expected),
  );
  const uid = await step(
    "the site: non-root, node under an init, no rebuild, log in its volume",
    siteChecks,
  );
  note(`  uid ${uid}`);
  await step(
    "behind the documented proxy: the visitor's address believed, no warning; a container on the stack network not believed",
    () => behindTheProxy(base),
  );
  await step(
    "the site's database role owns its database and is no superuser",
    siteRole,
  );
  await step(
    "the superuser's password in db alone: not in site, migrate or backup",
    () => superuserPasswordOnlyInDb(superuserPassword),
  );
  await step("db and site restarted: nothing lost", () =>
    restartEach(base, expected),
  );
  await step("the whole stack stopped and started: nothing lost", () =>
    stopAndStart(base, expected),
  );
  await step(
    "daily pg_dump there; a dump now restored and switched to: nothing lost",
    () => backupAndRestore(base, expected),
  );
  const stop = await step(
    "podman stop ends the site on SIGTERM",
    stopsOnSigterm,
  );
  timings.push(["podman stop (site)", stop]);
}

/** Why the run was stopped from outside its steps, if it was. */
let stopped = "";
const watchdog = setTimeout(() => {
  stopped = `stopped after ${LIMIT_S} s (CONTAINER_TEST_LIMIT_S)`;
  aborter.abort();
}, LIMIT_S * 1000);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    stopped = `stopped by ${signal}`;
    aborter.abort();
  });

let failed: unknown;
try {
  await main();
} catch (error) {
  failed = error;
} finally {
  clearTimeout(watchdog);
  // Whatever still runs (a base image made beside a build that failed) stops.
  aborter.abort();
  const keptLog =
    failed && log && existsSync(log)
      ? path.join(tmpdir(), `zunftwerk-container-${runId}.log`)
      : "";
  if (keptLog) await copyFile(log, keptLog);
  const clean = performance.now();
  try {
    await cleanup();
    note(
      `✓ everything this run made removed (${secondsSince(clean)} s)${keepBaseImages && baseImagesMade.length > 0 ? "; the stand-in base images stay as a cache" : ""}`,
    );
  } catch (error) {
    failed ??= error;
  }
  const total = secondsSince(started);
  timings.push([
    "test total",
    `${total} s${total > BUDGET_S ? ` (over the ${BUDGET_S} s budget)` : ""}`,
  ]);
  console.log("\nContainer test timings:");
  for (const [what, value] of timings)
    console.log(`  ${what.padEnd(20)} ${value}`);
  if (failed) {
    const why = failed instanceof Error ? failed.message : String(failed);
    console.error(
      `\nnpm run test:container failed: ${stopped ? `${stopped} (${why})` : why}`,
    );
    if (keptLog) console.error(`Every command's output: ${keptLog}`);
    process.exitCode = 1;
  } else console.log("\nnpm run test:container passed.");
}

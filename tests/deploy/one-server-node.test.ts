// @vitest-environment node
// Step 1 of docs/deploy-one-server.md run as written, with
// a stand-in for nodejs.org (curl serves its files from a folder) and real
// sha256sum and tar: a release whose checksum holds is unpacked and the user
// made; one whose checksum fails, or that cannot be downloaded, stops the
// block before tar unpacks anything. And the guide's every apt-get install
// runs without a question, step 1's with logrotate (step 6 relies on it).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
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
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, it } from "vitest";
import { guideBlock, guidePage } from "./guide.ts";

const RELEASE = "node-v24.99.0-linux-x64";
const work = mkdtempSync(path.join(tmpdir(), "deploy-node-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let root: string;
/** nodejs.org's latest-v24.x folder, as this run serves it. */
let dist: string;
/** Where the block unpacks Node: /usr/local on the server. */
let prefix: string;
let calls: string;

beforeEach(() => {
  root = mkdtempSync(path.join(work, "server-"));
  dist = path.join(root, "dist");
  prefix = path.join(root, "usr-local");
  calls = path.join(root, "calls");
  for (const dir of [dist, prefix, path.join(root, "tmp")]) mkdirSync(dir);
  writeFileSync(calls, "");
  // A release as nodejs.org packs it: one folder with bin/node inside.
  const bin = path.join(root, "pack", RELEASE, "bin");
  mkdirSync(bin, { recursive: true });
  writeFileSync(path.join(bin, "node"), "#!/bin/sh\necho v24.99.0\n");
  chmodSync(path.join(bin, "node"), 0o755);
  const tarball = path.join(dist, `${RELEASE}.tar.xz`);
  const packed = spawnSync(
    "tar",
    ["-cJf", tarball, "-C", path.join(root, "pack"), RELEASE],
    { encoding: "utf8" },
  );
  expect(packed.status, packed.stderr).toBe(0);
  const sum = createHash("sha256").update(readFileSync(tarball)).digest("hex");
  writeFileSync(
    path.join(dist, "SHASUMS256.txt"),
    `${"0".repeat(64)}  node-v24.99.0-darwin-arm64.tar.gz\n${sum}  ${RELEASE}.tar.xz\n`,
  );
});

/**
 * Step 1 as root pastes it: apt-get and useradd only note what they were
 * asked; curl -fsSLO fetches a file of the stand-in folder, or fails as curl
 * does on a 404.
 */
function stepOne() {
  const stubs = [
    `apt-get() { echo "apt-get $*" >> "$CALLS"; }`,
    `useradd() { echo "useradd $*" >> "$CALLS"; }`,
    `curl() {`,
    `  for arg; do case "$arg" in https://nodejs.org/dist/latest-v24.x/*)`,
    `    cp "$DIST/\${arg##*/}" . 2>/dev/null && return 0`,
    `    echo "curl: (22) The requested URL returned error: 404" >&2; return 22;;`,
    `  esac; done`,
    `}`,
  ].join("\n");
  const block = guideBlock("node-install")
    .replaceAll("/usr/local", prefix)
    .replaceAll("cd /tmp", `cd ${path.join(root, "tmp")}`);
  const result = spawnSync("bash", ["-c", `${stubs}\n${block}`], {
    env: {
      PATH: `${prefix}/bin:${process.env.PATH}`,
      DIST: dist,
      CALLS: calls,
      LANG: "C",
    },
    encoding: "utf8",
  });
  return {
    status: result.status,
    output: result.stdout + result.stderr,
    ran: readFileSync(calls, "utf8"),
    unpacked: existsSync(path.join(prefix, "bin", "node")),
  };
}

it("unpacks a release whose checksum holds, then makes the site's user", () => {
  const result = stepOne();
  expect(result.status, result.output).toBe(0);
  expect(result.output).toContain(`${RELEASE}.tar.xz: OK`);
  expect(result.output).toContain("v24.99.0");
  expect(result.unpacked).toBe(true);
  expect(result.ran).toContain("apt-get install -y");
  expect(result.ran).toMatch(/^useradd --system .* zunftwerk$/m);
});

it("stops before tar when the checksum fails: nothing unpacked, no user", () => {
  // A download changed on its way: one byte more.
  writeFileSync(path.join(dist, `${RELEASE}.tar.xz`), "x", { flag: "a" });
  const result = stepOne();
  expect(result.status).not.toBe(0);
  expect(result.output).toContain(`${RELEASE}.tar.xz: FAILED`);
  expect(result.unpacked).toBe(false);
  expect(result.ran).not.toContain("useradd");
});

it("stops when the release cannot be downloaded", () => {
  rmSync(path.join(dist, `${RELEASE}.tar.xz`));
  const result = stepOne();
  expect(result.status).not.toBe(0);
  expect(result.output).toContain("404");
  expect(result.output).not.toContain("tar (child)");
  expect(result.unpacked).toBe(false);
  expect(result.ran).not.toContain("useradd");
});

it("every apt-get install of the docs asks nothing (-y), and step 1's brings logrotate, which step 6's error-log rule needs", () => {
  const installs = readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .flatMap((name) => guidePage(name).match(/apt-get install[^`\n]*/g) ?? []);
  expect(installs.length).toBeGreaterThanOrEqual(3);
  for (const line of installs) expect(line).toMatch(/^apt-get install -y /);
  expect(guideBlock("node-install")).toMatch(
    /apt-get install -y [^\n]* logrotate\b/,
  );
});

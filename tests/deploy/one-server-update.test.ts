// @vitest-environment node
// Step 9 of docs/deploy-one-server.md run as written, with
// real git, against an upstream commit that changes the very content files
// the company filled in at step 5: the company's edits and upstream's change
// both survive, and a change to the same line stops in a state the guide's
// conflict commands resolve (or undo).
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { guideBlock, guidePage } from "./guide.ts";

const CONTENT = ["app/content/site.ts", "app/content/company.ts"];
/** A line each of the content files; upstream and the company change them. */
const DESCRIPTION_LINE = /^ {4}"Wir entwickeln Software .*",$/m;
const KEHRTOUR_LINE = /^ {2}kehrtourUrl: ".*",$/m;

const work = mkdtempSync(path.join(tmpdir(), "deploy-update-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let root: string;
let maker: string;
let checkout: string;
let calls: string;

/**
 * Git as on a fresh server: no identity anywhere but what the guide sets
 * (no global or system config, no EMAIL), and no editor that works, so a
 * command that would open one fails instead of waiting.
 */
function gitEnv() {
  return {
    PATH: process.env.PATH,
    HOME: path.join(root, "home"),
    GIT_CONFIG_GLOBAL: path.join(root, "home", ".gitconfig"),
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_TERMINAL_PROMPT: "0",
    EDITOR: "false",
    VISUAL: "false",
    LANG: "C",
    CALLS: calls,
  };
}

/**
 * Runs commands the way root runs the guide's blocks: `sudo -u zunftwerk`
 * runs the rest as this user, `zw` and `systemctl` only note what they were
 * asked (the build and the service are not what this test is about), and
 * `nano` is the person at the editor, doing `editing`.
 */
function asRoot(script: string, editing = "false") {
  const stubs = [
    `sudo() { if [ "$1" = -u ]; then shift 2; fi; "$@"; }`,
    `zw() { echo "zw $*" >> "$CALLS"; }`,
    `systemctl() { echo "systemctl $*" >> "$CALLS"; }`,
    `nano() { ${editing}; }`,
  ].join("\n");
  const body = script.replaceAll(
    "/srv/zunftwerk",
    path.join(root, "srv/zunftwerk"),
  );
  const result = spawnSync("bash", ["-c", `${stubs}\n${body}`], {
    cwd: root,
    env: gitEnv(),
    encoding: "utf8",
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

/** Git in a folder, failing the test when it fails. */
function git(cwd: string, ...args: string[]): string {
  const result = spawnSync("git", args, {
    cwd,
    env: gitEnv(),
    encoding: "utf8",
  });
  if (result.status !== 0)
    throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

/** Upstream's developers commit and push (with an identity of their own). */
function upstreamCommits(change: (file: string, text: string) => string) {
  for (const file of CONTENT) {
    const at = path.join(maker, file);
    writeFileSync(at, change(file, readFileSync(at, "utf8")));
  }
  git(
    maker,
    "-c",
    "user.name=Upstream",
    "-c",
    "user.email=upstream@zunftwerk.test",
    "commit",
    "-qam",
    "Upstream ändert die Inhalte",
  );
  git(maker, "push", "-q", "origin", "HEAD");
  return git(maker, "rev-parse", "HEAD");
}

/** The person at the editor in step 5: the company's own data. */
const companyEdit = [
  `case "$1" in`,
  `*site.ts) sed -i 's|^  kehrtourUrl: ".*",$|  kehrtourUrl: "https://www.kehrtour.de",|' "$1" ;;`,
  `*company.ts) sed -i 's|^  legalName: ".*",$|  legalName: "Muster Handwerk GmbH",|' "$1" ;;`,
  `esac`,
].join("\n");

const read = (file: string) => readFileSync(path.join(checkout, file), "utf8");

beforeEach(() => {
  root = mkdtempSync(path.join(work, "server-"));
  calls = path.join(root, "calls");
  writeFileSync(calls, "");
  mkdirSync(path.join(root, "home"));
  writeFileSync(path.join(root, "home", ".gitconfig"), "");
  // Upstream: the content files and the lock file as this checkout has them.
  maker = path.join(root, "maker");
  for (const file of [...CONTENT, "package-lock.json"]) {
    mkdirSync(path.dirname(path.join(maker, file)), { recursive: true });
    copyFileSync(file, path.join(maker, file));
  }
  git(maker, "init", "-q", "-b", "main");
  git(maker, "add", ".");
  git(
    maker,
    "-c",
    "user.name=Upstream",
    "-c",
    "user.email=upstream@zunftwerk.test",
    "commit",
    "-qm",
    "Die Website",
  );
  const upstream = path.join(root, "upstream.git");
  git(root, "clone", "-q", "--bare", maker, upstream);
  git(maker, "remote", "add", "origin", upstream);
  // Step 2: the server's checkout.
  checkout = path.join(root, "srv/zunftwerk/site");
  git(root, "clone", "-q", upstream, checkout);
  // Step 5: the company's content, as the guide has it kept.
  const step5 = asRoot(guideBlock("content-commit"), companyEdit);
  expect(step5.output).not.toMatch(/fatal|error/i);
  expect(step5.status).toBe(0);
  expect(read("app/content/site.ts")).toContain("https://www.kehrtour.de");
  // npm install (step 2 and each update) may rewrite the lock file.
  writeFileSync(
    path.join(checkout, "package-lock.json"),
    read("package-lock.json").replace(/\n$/, " \n"),
  );
});

describe("an update (step 9) after upstream changed the content files", () => {
  it("keeps the company's content and takes upstream's change to other lines, then builds and restarts", () => {
    const upstreamHead = upstreamCommits((file, text) =>
      file.endsWith("site.ts")
        ? text.replace(
            DESCRIPTION_LINE,
            `    "Neu von upstream: Software für das Handwerk.",`,
          )
        : text.replace(
            /^ {2}email: "info@.*",$/m,
            `  email: "kontakt@zunftwerk.example",`,
          ),
    );
    const update = asRoot(guideBlock("update-commands"));
    expect(update.output).not.toMatch(/fatal|error|CONFLICT/i);
    expect(update.status).toBe(0);
    expect(read("app/content/site.ts")).toContain("https://www.kehrtour.de");
    expect(read("app/content/site.ts")).toContain("Neu von upstream");
    expect(read("app/content/company.ts")).toContain("Muster Handwerk GmbH");
    expect(read("app/content/company.ts")).toContain(
      "kontakt@zunftwerk.example",
    );
    // The company's commit on top of upstream's, nothing left uncommitted.
    expect(git(checkout, "rev-parse", "HEAD~1")).toBe(upstreamHead);
    expect(git(checkout, "status", "--porcelain")).toBe("");
    const ran = readFileSync(calls, "utf8");
    expect(ran).toContain("zw npm install --ignore-scripts");
    expect(ran).toContain("zw npm run build");
    expect(ran.trim().split("\n").at(-1)).toBe("systemctl restart zunftwerk");
  });

  describe("on the same line as the company's edit", () => {
    let upstreamHead: string;
    let before: string;
    beforeEach(() => {
      before = git(checkout, "rev-parse", "HEAD");
      upstreamHead = upstreamCommits((file, text) =>
        file.endsWith("site.ts")
          ? text
              .replace(
                KEHRTOUR_LINE,
                `  kehrtourUrl: "https://kehrtour.zunftwerk.example",`,
              )
              .replace(
                DESCRIPTION_LINE,
                `    "Neu von upstream: Software für das Handwerk.",`,
              )
          : text,
      );
      const update = asRoot(guideBlock("update-commands"));
      expect(update.status).not.toBe(0);
      expect(update.output).toMatch(/CONFLICT .* app\/content\/site\.ts/);
      // git's own hint, which the guide warns against.
      expect(update.output).toContain('run "git rebase --skip"');
      // Nothing was built or restarted: the site runs on as it was.
      expect(readFileSync(calls, "utf8")).toBe("");
      expect(git(checkout, "status")).toMatch(
        /both modified: +app\/content\/site\.ts/,
      );
    });

    it("the guide's conflict commands finish the update with the company's line, and the update then runs through", () => {
      // The person keeps their own side of the conflict (below the =======)
      // and deletes the marker lines.
      const resolved = asRoot(
        guideBlock("update-conflict"),
        `sed -i '/^<<<<<<< /,/^=======$/d; /^>>>>>>> /d' "$1"`,
      );
      expect(resolved.output).not.toMatch(/fatal|error/i);
      expect(resolved.status).toBe(0);
      const update = asRoot(guideBlock("update-commands"));
      expect(update.status).toBe(0);
      const site = read("app/content/site.ts");
      expect(site).toContain("https://www.kehrtour.de");
      expect(site).not.toContain("kehrtour.zunftwerk.example");
      expect(site).toContain("Neu von upstream");
      expect(site).not.toMatch(/^(<<<<<<<|=======|>>>>>>>)/m);
      expect(git(checkout, "rev-parse", "HEAD~1")).toBe(upstreamHead);
      expect(git(checkout, "status", "--porcelain")).toBe("");
      expect(readFileSync(calls, "utf8").trim().split("\n").at(-1)).toBe(
        "systemctl restart zunftwerk",
      );
    });

    it("git's own hint, rebase --skip, would drop the company's content: the guide warns against it and names the way back", () => {
      // What git suggests at the conflict, and what following it does.
      const skipped = asRoot(
        "cd /srv/zunftwerk/site && sudo -u zunftwerk git rebase --skip",
      );
      expect(skipped.status).toBe(0);
      expect(git(checkout, "rev-parse", "HEAD")).toBe(upstreamHead);
      expect(read("app/content/site.ts")).not.toContain(
        "https://www.kehrtour.de",
      );
      expect(read("app/content/company.ts")).not.toContain(
        "Muster Handwerk GmbH",
      );
      const guide = guidePage("deploy-one-server.md");
      const step8 = guide.slice(guide.indexOf("## 9. An update"));
      const warning = step8
        .replaceAll(/\s+/g, " ")
        .match(/Never follow git's own hint, `git rebase --skip`[^.]*\./)?.[0];
      expect(warning ?? "no warning in step 9").toContain(
        "drops the company's commit",
      );
      expect(step8).toMatch(/To leave the conflict, `git rebase --abort`/);
      expect(guideBlock("update-abort")).toContain("git rebase --abort");
    });

    it("the guide's way back leaves the checkout as it was before the update", () => {
      const back = asRoot(guideBlock("update-abort"));
      expect(back.status).toBe(0);
      expect(git(checkout, "rev-parse", "HEAD")).toBe(before);
      expect(git(checkout, "status", "--porcelain")).toBe("");
      expect(read("app/content/site.ts")).toContain("https://www.kehrtour.de");
    });
  });
});

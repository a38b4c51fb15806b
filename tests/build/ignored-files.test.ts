// @vitest-environment node
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * What docs/deploy-containers.md has a company keep in its checkout, beside
 * compose.yaml: the settings with the site's passwords, the
 * database superuser's password, the DKIM key (`./dkim.pem`, or any other
 * PEM file, wherever it is put). The container test checks that the image
 * build leaves them out (.dockerignore); git must too.
 */
const PRIVATE_FILES = [
  ".env",
  "postgres-password",
  "dkim.pem",
  "deploy/dkim.pem",
  "keys/mail.pem",
];

it("git commits none of the stack's passwords and keys", () => {
  // Lists the paths a pattern of .gitignore leaves out (a tracked file is
  // not listed: one already committed fails here too).
  const checked = spawnSync("git", ["check-ignore", "--stdin"], {
    cwd: root,
    input: PRIVATE_FILES.join("\n"),
    encoding: "utf8",
  });
  expect(checked.error).toBeUndefined();
  const ignored = checked.stdout.split("\n").filter(Boolean);
  expect(PRIVATE_FILES.filter((file) => !ignored.includes(file))).toEqual([]);
});

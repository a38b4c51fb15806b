// @vitest-environment node
// The mails' layouts are TSX (decision 066): Vitest compiles them through
// Vite, the server and the owner's commands through server/tsx.ts's load
// hook. Both with rolldown's oxc transform; here a process of Node's own
// renders a mail, and it comes out as the fixture the tests hold it to.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { baseEnv } from "../tests/support/child-env.ts";

const root = path.resolve(import.meta.dirname, "..");
const fixture = (name: string) =>
  readFileSync(
    path.join(import.meta.dirname, "mail/fixtures/rendered", name),
    "utf8",
  );

/** What a Node process prints that runs `code` (a module) in the checkout. */
async function inNode(code: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "--eval", code],
    { cwd: root, env: baseEnv, maxBuffer: 4_000_000 },
  );
  return stdout;
}

describe("the mails' TSX on Node", () => {
  it("renders the weekly report as Vitest does, byte for byte", async () => {
    const html = await inNode(`
      import { sampleWeek } from "./tests/support/sample-week.ts";
      import { composeWeek } from "./server/week/mail.ts";
      process.stdout.write((await composeWeek(sampleWeek())).html);
    `);
    expect(html).toBe(fixture("week-report.html"));
  });
});

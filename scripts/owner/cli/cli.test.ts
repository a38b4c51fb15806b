// @vitest-environment node
// The owner's commands explain themselves (scripts/cli/): `--help` prints
// German help and exits 0 without touching the store; an unknown command or
// option gets a German error, a pointer to the help and exit status 1.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { baseEnv } from "../../../tests/support/child-env.ts";
import { runOwnerCommand } from "../../../tests/support/owner-command.ts";
import { runScript } from "../../../tests/support/owner-scripts.ts";
import { defineCommand } from "./command.ts";
import { runTool } from "./run.ts";

const work = mkdtempSync(path.join(tmpdir(), "cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
/** A store that does not exist: help must not make one. */
const dataDir = path.join(work, "data");

const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
};

/** `npm run <name> -- …args` as npm runs it: the script's node command, the arguments after it. */
function npmRun(name: string, ...args: string[]) {
  const [program, ...script] = scripts[name]!.split(" ");
  expect(program).toBe("node");
  return spawnSync(process.execPath, [...script, ...args], {
    env: { ...baseEnv, DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

/**
 * The same in this process (tests/support/owner-command.ts): the script
 * package.json names, its exported run. npmRun's spawns above prove that
 * each script runs as its own process.
 */
async function npmRunHere(name: string, ...args: string[]) {
  const [program, file, ...rest] = scripts[name]!.split(" ");
  expect(program).toBe("node");
  return runScript(file!, [...rest, ...args], { DATA_DIR: dataDir });
}

describe("--help", () => {
  it.each([
    ["inbox", "Befehle:\n  list         Zeigt Kontaktanfragen"],
    ["updates", "Befehle:\n  preview  Schreibt die E-Mail"],
    ["stats", "Was die Website bringt: Besucher, Seiten, Herkunft"],
    ["check:launch", "Zeigt, was einem echten Start der Website noch"],
    ["migrate", "Bringt das Schema der Datenbank auf den Stand"],
  ])("npm run %s -- --help prints German help and exits 0", (name, text) => {
    const result = npmRun(name, "--help");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^npm run ${name}\\b`));
    expect(result.stdout).toContain(text);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("-h is --help", async () => {
    expect((await npmRunHere("inbox", "-h")).stdout).toBe(
      (await npmRunHere("inbox", "--help")).stdout,
    );
  });

  it("each command of inbox and updates has its own", async () => {
    for (const [tool, commands] of [
      [
        "inbox",
        [
          "list",
          "release",
          "dismiss",
          "export",
          "forget",
          "delete",
          "copy",
          "resend",
          "drop",
          "bounces",
          "deliverable",
          "backup",
          "restore",
        ],
      ],
      ["updates", ["preview", "test", "send", "status"]],
    ] as const) {
      const listed = (await npmRunHere(tool, "--help")).stdout;
      for (const command of commands) {
        expect(listed).toMatch(new RegExp(`^  ${command} +[A-ZÄÖÜ]`, "m"));
        const result = await npmRunHere(tool, command, "--help");
        expect(result.status).toBe(0);
        expect(result.stdout).toMatch(
          new RegExp(`^npm run ${tool} -- ${command}\\b[^\\n]*\\n[A-ZÄÖÜ]`),
        );
        expect(result.stdout).toMatch(
          new RegExp(`\nBeispiele?: npm run ${tool} -- ${command}\\b`),
        );
      }
    }
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe("a command called wrongly", () => {
  it("an unknown command: what is wrong, where the help is, exit status 1", async () => {
    const result = await npmRunHere("inbox", "lsit");
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      "Unbekannter Befehl: lsit (list, release, dismiss, export, forget, delete, copy, resend, drop, week, bounces, deliverable, backup, restore).\nHilfe: npm run inbox -- --help\n",
    );
    expect((await npmRunHere("updates", "sende")).stderr).toContain(
      "Unbekannter Befehl: sende (preview, test, send, status).",
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it("an unknown option, a missing value, an argument too many: exit status 1", async () => {
    for (const [name, args, problem, help] of [
      ["inbox", ["list", "--all"], "Unbekannte Option: --all", "inbox -- list"],
      [
        "inbox",
        ["export", "--email"],
        "--email erwartet einen Wert.",
        "inbox -- export",
      ],
      [
        "updates",
        ["send", "a.md", "--again=ja"],
        "--again erwartet keinen Wert.",
        "updates -- send",
      ],
      [
        "inbox",
        ["resend", "3", "4"],
        "Unerwartete Angabe: 4",
        "inbox -- resend",
      ],
      ["stats", ["--verbose"], "Unbekannte Option: --verbose", "stats --"],
      [
        "check:launch",
        ["jetzt"],
        "Unerwartete Angabe: jetzt",
        "check:launch --",
      ],
      ["migrate", ["-x"], "Unbekannte Option: -x", "migrate --"],
    ] as const) {
      const result = await npmRunHere(name, ...args);
      expect(result.status, `${name} ${args.join(" ")}`).toBe(1);
      expect(result.stderr).toBe(`${problem}\nHilfe: npm run ${help} --help\n`);
    }
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe("commands run in this process", () => {
  it("run side by side, each with its own settings and output", async () => {
    const dirs = ["eins", "zwei", "drei"].map((name) => path.join(work, name));
    const runs = await Promise.all(
      dirs.map((dir) =>
        runScript("scripts/owner/migrate.ts", [], { DATA_DIR: dir }),
      ),
    );
    expect(runs).toEqual(
      dirs.map((dir) => ({
        status: 0,
        stdout: `Die Tabellen sind angelegt: ${dir}/submissions.db.\n`,
        stderr: "",
      })),
    );
  });
});

describe("the runner", () => {
  const seen: string[][] = [];
  const tool = {
    call: "npm run probe",
    summary: "Zum Testen.",
    defaultCommand: "zeig",
    commands: [
      defineCommand({
        name: "zeig",
        summary: "Zeigt.",
        help: "",
        options: { email: { type: "string" } },
        run: ({ values }) => {
          seen.push(["zeig", values.email ?? "-"]);
        },
      }),
      defineCommand({
        name: "ende",
        summary: "Endet.",
        help: "",
        positionals: 1,
        run: ({ positionals: [code] }) => Number(code),
      }),
      defineCommand({
        name: "fehler",
        summary: "Scheitert.",
        help: "",
        run: () => {
          throw new Error("Das geht so nicht.");
        },
      }),
    ],
  };

  /** The probe tool with these arguments, its output captured. */
  const probe = (args: string[]) =>
    runOwnerCommand((given, io) => runTool(tool, given, io), args);

  it("finds the command among the options, or runs the default", async () => {
    expect((await probe(["--email", "a@example.org", "zeig"])).status).toBe(0);
    expect((await probe([])).status).toBe(0);
    expect(seen).toEqual([
      ["zeig", "a@example.org"],
      ["zeig", "-"],
    ]);
  });

  it("exits with the command's status, and 1 with the message of what it throws", async () => {
    expect((await probe(["ende", "3"])).status).toBe(3);
    const failed = await probe(["fehler"]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toBe("Das geht so nicht.\n");
  });
});

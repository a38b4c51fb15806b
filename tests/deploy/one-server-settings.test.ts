// @vitest-environment node
// Step 4 of docs/deploy-one-server.md: the settings file as the guide writes
// it is one the site takes. Every line names a declared setting, and each
// value passes that setting's check, so a reader who copies the block gets
// no "Der Server kann nicht starten" from it (only its placeholders to fill).
import { expect, it } from "vitest";
import { readSetting } from "../../server/settings/read.ts";
import {
  SETTINGS,
  type SettingName,
} from "../../server/settings/declaration.ts";
import { guideBlock } from "./guide.ts";

/** The lines between `<<'END'` and `END`, as sh and systemd read them. */
function settingsFile() {
  const body = /<<'END'\n([\s\S]*?)\nEND\n/.exec(
    guideBlock("settings-file"),
  )?.[1];
  if (body === undefined)
    throw new Error("the settings-file block writes no file");
  return body
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (!match) return { line, name: undefined, value: undefined };
      const [, name, raw] = match;
      return { line, name: name!, value: raw!.replace(/^"(.*)"$/, "$1") };
    });
}

it("every line of step 4's settings file is NAME=VALUE of a declared setting, and each value passes its check", () => {
  const lines = settingsFile();
  expect(lines.length).toBeGreaterThan(15);
  const notSettings = lines
    .filter(({ name }) => name === undefined || !(name in SETTINGS))
    .map(({ line }) => line);
  expect(notSettings).toEqual([]);
  const env = Object.fromEntries(lines.map(({ name, value }) => [name, value]));
  const refused = lines.flatMap(({ name }) => {
    try {
      readSetting(env, name as SettingName);
      return [];
    } catch (error) {
      return [`${name}: ${(error as Error).message}`];
    }
  });
  expect(refused).toEqual([]);
});

it("the same check refuses a line that is no setting and a value a setting refuses (the check itself)", () => {
  expect(() => readSetting({ PORT: "achtzig" }, "PORT")).toThrow(/PORT/);
  expect("VITE_# The same address" in SETTINGS).toBe(false);
});

import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../server/config.ts";
import { SETTINGS, type Setting } from "../../server/settings/declaration.ts";
import { envExample, settingsFiles } from "./settings-docs.ts";

describe("the settings' reference and .env.example", () => {
  it("are what their one declaration makes of them", async () => {
    for (const { file, now, wanted } of await settingsFiles())
      expect(
        now,
        `${path.relative(projectRoot, file)} differs from server/settings/declaration.ts: run npm run settings:docs`,
      ).toBe(wanted);
  });

  it("name every setting of the stack, each with what it does", async () => {
    const [, reference] = await settingsFiles();
    for (const [name, setting] of Object.entries(SETTINGS) as [
      string,
      Setting<unknown>,
    ][]) {
      expect(reference!.now).toContain(`\`${name}\``);
      if (setting.example)
        expect(envExample()).toMatch(new RegExp(`\\b${name}=`));
    }
  });
});

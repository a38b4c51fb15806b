import { readFileSync } from "node:fs";

/**
 * The block of docs/deploy.md that follows `<!-- marker -->` (a shell block
 * unless `language` says otherwise): what a reader copies, as it stands.
 */
export function guideBlock(marker: string, language = "sh"): string {
  const block = readFileSync("docs/deploy.md", "utf8").match(
    new RegExp(`<!-- ${marker} -->\\s*\`\`\`${language}\\n([\\s\\S]*?)\`\`\``),
  )?.[1];
  if (!block) throw new Error(`docs/deploy.md has no ${marker} block`);
  return block;
}

/**
 * The command of an `ExecStart…=/bin/sh -c '…'` line in the guide's ini block
 * after `<!-- marker -->`, as sh gets it from systemd (`%%` is a `%`).
 */
export function execStart(marker: string, directive = "ExecStart"): string {
  const command = guideBlock(marker, "ini").match(
    new RegExp(`^${directive}=/bin/sh -c '(.*)'$`, "m"),
  )?.[1];
  if (!command)
    throw new Error(`The ${marker} block has no ${directive}=/bin/sh -c '…'`);
  return command.replaceAll("%%", "%");
}

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

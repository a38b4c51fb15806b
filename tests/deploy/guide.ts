import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const DOCS = "docs";

/** Every page of docs/ (not the decisions), as a reader finds it. */
function pages() {
  return readdirSync(DOCS)
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({
      file: path.join(DOCS, name),
      text: readFileSync(path.join(DOCS, name), "utf8"),
    }));
}

/** One page of docs/, e.g. `guidePage("deploy-one-server.md")`. */
export function guidePage(name: string): string {
  return readFileSync(path.join(DOCS, name), "utf8");
}

/**
 * The block of the docs that follows `<!-- marker -->` (a shell block unless
 * `language` says otherwise): what a reader copies, as it stands. A marker is
 * on exactly one page.
 */
export function guideBlock(marker: string, language = "sh"): string {
  const found = pages().flatMap(({ file, text }) => {
    const block = text.match(
      new RegExp(
        `<!-- ${marker} -->\\s*\`\`\`${language}\\n([\\s\\S]*?)\`\`\``,
      ),
    )?.[1];
    return block === undefined ? [] : [{ file, block }];
  });
  if (found.length !== 1)
    throw new Error(
      `docs/ has ${found.length === 0 ? "no" : `${found.length}`} ${marker} block${found.length > 1 ? `s (${found.map(({ file }) => file).join(", ")})` : ""}`,
    );
  return found[0]!.block;
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

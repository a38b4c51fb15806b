// npm run settings:docs: writes .env.example and docs/configuration.md from
// the settings' one declaration (server/settings/declaration.ts); a test
// fails while either differs from what this writes.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import * as prettier from "prettier";
import { projectRoot } from "../../server/config.ts";
import {
  GROUPS,
  type Reader,
  SETTINGS,
  type Setting,
} from "../../server/settings/declaration.ts";

type Declared = [name: string, setting: Setting<unknown>];
const declared = Object.entries(SETTINGS) as Declared[];

export const ENV_EXAMPLE = path.join(projectRoot, ".env.example");
export const REFERENCE = path.join(projectRoot, "docs/configuration.md");

const READERS: Record<Reader, string> = {
  build: "npm run build",
  start: "npm start",
  inbox: "npm run inbox",
  updates: "npm run updates",
  migrate: "npm run migrate",
  stats: "npm run stats",
  "check:launch": "npm run check:launch",
  compose: "compose.yaml",
};

/** The text as comment lines of at most 78 characters. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = "#";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length + 1 + word.length > 78) {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  return line === "#" ? lines : [...lines, line];
}

const ENV_HEADER = [
  "Die Einstellungen des Container-Stacks (compose.yaml). Kopieren Sie diese Datei nach .env, füllen Sie sie aus, dann docker compose up -d (docs/deploy-containers.md). compose.yaml gibt sie der Website (und migrate) als Umgebung und nimmt die Werte, die es nennt (${…}), daraus. Alles davon erreicht die Website: Schreiben Sie nichts hinein, was sie nicht haben soll. Das Passwort des Superusers der Datenbank steht nicht hier, sondern in einer eigenen Datei, postgres-password neben compose.yaml, die nur der Dienst db sieht: (umask 077 && openssl rand -hex 24 > postgres-password)",
  "Format: NAME=Wert, einer je Zeile, keine Anführungszeichen um Werte und kein Kommentar hinter einem Wert (Docker und Podman lesen diese Datei dort verschieden; ein Wert gilt wie geschrieben, „Name <name@domain>“ eingeschlossen). Kein „$“ in Werten. Eine auskommentierte Einstellung behält ihren Standard. Die Datei enthält Passwörter: chmod 600 .env, und halten Sie sie aus git heraus.",
  "Geschrieben von npm run settings:docs aus server/settings/declaration.ts: Ändern Sie eine Beschreibung dort. Alle Einstellungen: docs/configuration.md.",
];

/** The lines of one setting in .env.example. */
function exampleLines([name, setting]: Declared): string[] {
  const example = setting.example;
  if (!example || "image" in example) return [];
  const text = [setting.description, setting.stackNote].filter(Boolean);
  return [
    ...comment(text.join(" ")),
    `${example.set ? "" : "# "}${name}=${example.value}`,
  ];
}

/** .env.example: the settings of the container stack, by group, each explained. */
export function envExample(): string {
  const lines = ENV_HEADER.flatMap((text) => [...comment(text), "#"]);
  lines.pop();
  for (const [group, title] of Object.entries(GROUPS)) {
    const inGroup = declared.filter(([, setting]) => setting.group === group);
    const own = inGroup.flatMap(exampleLines);
    if (own.length === 0) continue;
    lines.push("", `# --- ${title} `.padEnd(76, "-"), ...own);
  }
  const image = declared.filter(
    ([, setting]) => setting.example && "image" in setting.example,
  );
  lines.push(
    "",
    "# --- Vom Image gesetzt (Containerfile); lassen Sie sie ".padEnd(76, "-"),
    ...comment(
      image
        .map(([name, setting]) => {
          const example = setting.example as { image: string };
          return `${name}=${example.image}`;
        })
        .join(", "),
    ),
    ...comment(
      "DATA_DIR, LOG_DIR und BACKUP_DIR sind Volumes. Was sie tun, und die übrigen Einstellungen (etwa STATS_DIR für npm run stats, das GoAccess braucht und aus einem Checkout auf dem Rechner läuft): docs/configuration.md.",
    ),
  );
  return `${lines.join("\n")}\n`;
}

/** A table cell: no line breaks, pipes escaped. */
const cell = (text: string) => text.replaceAll("|", "\\|");

/** The default as the reference shows it. */
function shownDefault(setting: Setting<unknown>): string {
  if (setting.shownDefault) return setting.shownDefault;
  return setting.fallback === undefined
    ? "–"
    : `\`${String(setting.fallback)}\``;
}

/** docs/configuration.md: every setting, by group, formatted as prettier would. */
export async function reference(): Promise<string> {
  const lines = [
    "# Einstellungen",
    "",
    "Jede Einstellung der Website, ihres Servers, der Befehle des Betreibers und des Container-Stacks, aus der Umgebung gelesen. Geschrieben von `npm run settings:docs` aus `server/settings/declaration.ts` (Entscheidung [062](decisions/062-settings-from-one-schema.md)); ändern Sie eine Beschreibung dort. Eine falsche Einstellung hält den Start (oder den Befehl) an: `Der Server kann nicht starten: NAME muss … sein`. Eine gesetzte, aber leere Zahl ist ein Fehler; jede andere leere Einstellung gilt als nicht gesetzt. Für den Container-Stack: [`.env.example`](../.env.example); für einen Server: [docs/deploy-one-server.md](deploy-one-server.md).",
  ];
  for (const [group, title] of Object.entries(GROUPS)) {
    lines.push(
      "",
      `## ${title}`,
      "",
      "| Einstellung | Standard | Was sie tut | Wer sie liest |",
      "| --- | --- | --- | --- |",
    );
    for (const [name, setting] of declared)
      if (setting.group === group)
        lines.push(
          `| \`${name}\` | ${cell(shownDefault(setting))} | ${cell(setting.description)} | ${setting.readers.map((reader) => READERS[reader]).join(", ")} |`,
        );
  }
  const text = `${lines.join("\n")}\n`;
  const options = await prettier.resolveConfig(REFERENCE);
  return prettier.format(text, { ...options, filepath: REFERENCE });
}

/** Each file this writes, with what it holds now and what the declaration makes of it. */
export async function settingsFiles() {
  const read = (file: string) => readFile(file, "utf8").catch(() => "");
  return [
    { file: ENV_EXAMPLE, now: await read(ENV_EXAMPLE), wanted: envExample() },
    { file: REFERENCE, now: await read(REFERENCE), wanted: await reference() },
  ];
}

if (import.meta.main) {
  for (const { file, now, wanted } of await settingsFiles())
    if (now !== wanted) {
      await writeFile(file, wanted);
      console.log(`${path.relative(projectRoot, file)} neu geschrieben.`);
    }
}

import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import type { Command, Input, Tool } from "./command.ts";
import { type CommandIo, lineTo } from "./io.ts";

/** `--help` and `-h`: every tool and every command has them. */
const HELP = { help: { type: "boolean", short: "h" } } as const;

/** The exit status of a command called wrongly (unknown command or option): as before this layer. */
const USAGE_STATUS = 1;

/**
 * Runs the command of `tool` that the arguments name (or its default), and
 * resolves to the exit status: 0 after help, 1 on an unknown command or a
 * bad option (with a pointer to the help), 1 when the command throws (its
 * message printed, no stack: these are for people), else what it returns.
 * Help and errors go to `io`'s streams.
 */
export async function runTool(
  tool: Tool,
  args: readonly string[],
  io: CommandIo,
): Promise<number> {
  const toolHelp = `${tool.call} -- --help`;
  const { name, rest, help } = commandNameIn(tool, args);
  if (name === undefined && help) return print(io, helpOfTool(tool));
  const wanted = name ?? tool.defaultCommand;
  if (wanted === undefined)
    return refuse(io, `Es fehlt der Befehl (${namesOf(tool)}).`, toolHelp);
  const command = tool.commands.find((each) => each.name === wanted);
  if (!command)
    return refuse(
      io,
      `Unbekannter Befehl: ${wanted} (${namesOf(tool)}).`,
      toolHelp,
    );
  return runCommand(command, rest, io, tool.call);
}

/**
 * Runs a command: its help with `--help`, a clear error on a bad option,
 * else its work. `call` is the tool's (`npm run stats`); the command's name,
 * if it has one, follows it. The command runs with `io`.
 */
export async function runCommand(
  command: Command,
  args: readonly string[],
  io: CommandIo,
  call = "",
): Promise<number> {
  const line = command.name ? `${call} -- ${command.name}` : call;
  const parsed = parse(command, args);
  if (parsed === "help") return print(io, helpOfCommand(command, line));
  if (typeof parsed === "string")
    return refuse(
      io,
      parsed,
      command.name ? `${line} --help` : `${line} -- --help`,
    );
  try {
    return (await command.run(parsed, io)) ?? 0;
  } catch (error) {
    lineTo(io.err)(commandFault(error));
    return 1;
  }
}

/**
 * What a command's failure says: a store without tables (never migrated:
 * PostgreSQL's 42P01, SQLite's "no such table") in the owner's words, any
 * other fault as it is.
 */
function commandFault(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "42P01" || /^no such table/.test(messageOf(error))
    ? `Die Datenbank hat noch keine Tabellen (${messageOf(error)}): npm run migrate (oder npm start) legt sie an.`
    : messageOf(error);
}

/** The tool's help: what it is for, its commands, how to ask about one. */
function helpOfTool(tool: Tool): string {
  const width = Math.max(...tool.commands.map(({ name }) => name.length));
  return [
    `${tool.call} -- BEFEHL [OPTIONEN]`,
    tool.summary,
    "",
    "Befehle:",
    ...tool.commands.map(
      ({ name, summary }) => `  ${name.padEnd(width)}  ${summary}`,
    ),
    "",
    [
      tool.defaultCommand ? `Ohne Befehl: ${tool.defaultCommand}.` : "",
      `Mehr zu einem Befehl: ${tool.call} -- BEFEHL --help`,
    ]
      .filter(Boolean)
      .join(" "),
    ...(tool.notes ? ["", tool.notes] : []),
  ].join("\n");
}

/** A command's help: how it is called, what it does, the rest of its text. */
function helpOfCommand(command: Command, line: string): string {
  const usage = command.usage
    ? `${line}${command.name ? " " : " -- "}${command.usage}`
    : line;
  return [usage, command.summary, "", command.help].join("\n");
}

/**
 * The command the arguments name, wherever it stands among the options
 * (`--email a@b export` as `export --email a@b`), and the arguments
 * without it; `help` when they ask for the tool's help.
 */
function commandNameIn(tool: Tool, args: readonly string[]) {
  const options: ParseArgsOptionsConfig = Object.assign(
    {},
    ...tool.commands.map((command) => command.options),
    HELP,
  );
  const { tokens } = parseArgs({
    args: [...args],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const first = tokens.find((token) => token.kind === "positional");
  return {
    name: first?.value,
    rest: first ? args.toSpliced(first.index, 1) : args,
    help: tokens.some(
      (token) => token.kind === "option" && token.name === "help",
    ),
  };
}

/**
 * The command's input, "help" when asked for, or what is wrong with the
 * arguments, in German (node:util's own errors are English and name no
 * remedy).
 */
function parse(
  command: Command,
  args: readonly string[],
): Input<ParseArgsOptionsConfig> | "help" | string {
  const options = command.options ?? {};
  const { tokens } = parseArgs({
    args: [...args],
    options: { ...options, ...HELP },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const named = tokens.filter((token) => token.kind === "option");
  if (named.some((token) => token.name === "help")) return "help";
  for (const { name, rawName, value } of named) {
    const type = options[name]?.type;
    if (!type) return `Unbekannte Option: ${rawName}`;
    if (type === "string" && value === undefined)
      return `${rawName} erwartet einen Wert.`;
    if (type === "boolean" && value !== undefined)
      return `${rawName} erwartet keinen Wert.`;
  }
  const extra = tokens
    .filter((token) => token.kind === "positional")
    .slice(command.positionals ?? 0);
  if (extra.length > 0)
    return `Unerwartete Angabe: ${extra.map((token) => token.value).join(" ")}`;
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true });
  } catch (error) {
    return `Die Angaben lassen sich so nicht lesen: ${messageOf(error)}`;
  }
}

const namesOf = (tool: Tool) =>
  tool.commands.map(({ name }) => name).join(", ");

function print(io: CommandIo, text: string): number {
  lineTo(io.out)(text);
  return 0;
}

/** A command called wrongly: what is wrong, and where the help is. */
function refuse(io: CommandIo, problem: string, help: string): number {
  lineTo(io.err)(`${problem}\nHilfe: ${help}`);
  return USAGE_STATUS;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

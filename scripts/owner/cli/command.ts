import type { ParseArgsOptionsConfig, parseArgs } from "node:util";
import type { CommandIo } from "./io.ts";

/** What a command is given: its options' values and the arguments after its name. */
export interface Input<Options extends ParseArgsOptionsConfig> {
  values: ReturnType<
    typeof parseArgs<{
      options: Options;
      allowPositionals: true;
      strict: true;
    }>
  >["values"];
  positionals: string[];
}

/**
 * One command of an owner tool, as its help shows it and as it runs. The
 * texts are German: the owner reads them.
 */
export interface Command<
  Options extends ParseArgsOptionsConfig = ParseArgsOptionsConfig,
> {
  /** Its name after the tool's (`list` in `npm run inbox -- list`); "" for a tool that is one command. */
  name: string;
  /** What it takes after its name, as the help shows it: `[--email ADRESSE] [--format csv|json]`. */
  usage?: string;
  /** What it does, one line: the tool's list of commands shows it. */
  summary: string;
  /** The rest of its help: each option, what it prints, an example. */
  help: string;
  /** Its options for node:util parseArgs (`--help` and `-h` each command has). */
  options?: Options;
  /** How many arguments it takes after its name (default none). */
  positionals?: number;
  /**
   * Does the work with the settings and streams of `io`; its exit status
   * (none: 0). A thrown error prints its message and exits 1.
   */
  run: (
    input: Input<Options>,
    io: CommandIo,
  ) => Promise<number | void> | number | void;
}

/** An owner tool: one command, or several named ones (`npm run inbox -- list`). */
export interface Tool {
  /** How the owner calls it: `npm run inbox`. */
  call: string;
  /** What it is for, one line. */
  summary: string;
  /** Its commands, in the order the help lists them. */
  commands: readonly Command[];
  /** The command that runs when none is named. */
  defaultCommand?: string;
  /** Lines at the end of the tool's help: the settings it reads, what it never does. */
  notes?: string;
}

/**
 * A command for a tool's table, its options' types checked against its run
 * (the table holds commands of different options).
 */
export function defineCommand<const Options extends ParseArgsOptionsConfig>(
  command: Command<Options>,
): Command {
  return command as unknown as Command;
}

// npm run inbox -- <command>: the stored form submissions (with FORM_DELIVERY=api).
// The table below is the tool: each command's German help (npm run inbox --
// --help, npm run inbox -- list --help) and its run. scripts/owner/cli/run.ts reads
// the arguments, prints the help and the errors, and sets the exit status.
import { backup, copy, restore } from "./backups.ts";
import type { Tool } from "./cli/command.ts";
import { type CommandIo, runAsProcess } from "./cli/io.ts";
import { runTool } from "./cli/run.ts";
import {
  deleteData,
  dismiss,
  exportData,
  forget,
  list,
  release,
} from "./enquiries.ts";
import { bounces, drop, resend } from "./mails.ts";
import { deliverable } from "./subscribers.ts";
import { week } from "./week.ts";

/*
 * The commands live by what the owner does: enquiries.ts, mails.ts,
 * subscribers.ts, backups.ts, week.ts; this table keeps their names under
 * npm run inbox.
 */

const inbox: Tool = {
  call: "npm run inbox",
  summary:
    "Die gespeicherten Formulareingänge (mit FORM_DELIVERY=api) und die E-Mails dazu.",
  commands: [
    list,
    release,
    dismiss,
    exportData,
    forget,
    deleteData,
    copy,
    resend,
    drop,
    week,
    bounces,
    deliverable,
    backup,
    restore,
  ],
  defaultCommand: "list",
  notes: `Nur npm start und npm run migrate ändern das Schema der Datenbank: Ein
Befehl, der schreibt, lehnt eine Datenbank ab, deren Schema hinter dieser
Version zurückliegt. DATA_DIR (SQLite, Standard ./data) oder DATABASE_URL
wählt die Datenbank, wie bei npm start.`,
};

/** npm run inbox with these arguments and this io; its exit status. The tests call it with their own io. */
export function runInbox(
  args: readonly string[],
  io: CommandIo,
): Promise<number> {
  return runTool(inbox, args, io);
}

if (import.meta.main) await runAsProcess(runInbox);

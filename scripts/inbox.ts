// npm run inbox -- <command>: the stored form submissions (with FORM_DELIVERY=api).
//   list                         both kinds, newest last
//   export --format csv|json     contact requests and sign-ups to stdout
//   delete --older-than DAYS     removes submissions older than DAYS (default: the
//                                180 days the privacy statement promises)
// DATA_DIR selects the data folder (default ./data), as for npm start.
import path from "node:path";
import { parseArgs } from "node:util";
import { retention } from "../app/content/retention.ts";
import { type ContactRow, type SignupRow, openStore } from "../server/store.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string", default: "csv" },
    "older-than": { type: "string" },
  },
});
const command = positionals[0] ?? "list";
const store = openStore(path.resolve(process.env.DATA_DIR ?? "data"));

try {
  if (command === "list") {
    const contacts = store.contacts();
    const signups = store.signups();
    console.log(
      `${contacts.length} Kontaktanfragen, ${signups.length} Anmeldungen`,
    );
    for (const row of contacts) {
      const notice = row.notified_at
        ? "gemeldet"
        : `nicht gemeldet (${row.notify_attempts} Versuche)`;
      console.log(
        `#${row.id} ${row.created_at} ${row.name} <${row.email}> ${notice}: ${row.message.slice(0, 60)}`,
      );
    }
    for (const row of signups)
      console.log(`Anmeldung #${row.id} ${row.created_at} ${row.email}`);
  } else if (command === "export") {
    const data = {
      contactRequests: store.contacts(),
      signups: store.signups(),
    };
    if (values.format === "json") console.log(JSON.stringify(data, null, 2));
    else if (values.format === "csv") process.stdout.write(toCsv(data));
    else
      throw new Error(`Unbekanntes Format: ${values.format} (csv oder json)`);
  } else if (command === "delete") {
    const days = Number(values["older-than"] ?? retention.submissionDays);
    if (!Number.isFinite(days) || days < 0)
      throw new Error("--older-than erwartet eine Anzahl Tage.");
    const removed = store.deleteOlderThan(days);
    console.log(
      `Gelöscht: ${removed.contacts} Kontaktanfragen, ${removed.signups} Anmeldungen (älter als ${days} Tage).`,
    );
  } else {
    throw new Error(`Unbekannter Befehl: ${command} (list, export, delete)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  store.close();
}

function toCsv({
  contactRequests,
  signups,
}: {
  contactRequests: ContactRow[];
  signups: SignupRow[];
}) {
  const cell = (value: unknown) => {
    const text = String(value ?? "");
    // Quote always; neutralise spreadsheet formulas (CSV injection).
    return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
  };
  const lines = [
    [
      "art",
      "id",
      "eingegangen",
      "name",
      "email",
      "unternehmen",
      "nachricht",
      "gemeldet",
    ]
      .map(cell)
      .join(","),
  ];
  for (const row of contactRequests) {
    lines.push(
      [
        "kontakt",
        row.id,
        row.created_at,
        row.name,
        row.email,
        row.company,
        row.message,
        row.notified_at,
      ]
        .map(cell)
        .join(","),
    );
  }
  for (const row of signups)
    lines.push(
      ["anmeldung", row.id, row.created_at, "", row.email, "", "", ""]
        .map(cell)
        .join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}

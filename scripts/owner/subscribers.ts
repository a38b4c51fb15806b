// The subscribers' addresses (npm run inbox -- deliverable); the updates
// themselves are npm run updates.
import { defineCommand } from "./cli/command.ts";
import { WRITES, withStore } from "./cli/with-store.ts";

export const deliverable = defineCommand({
  name: "deliverable",
  usage: "ADRESSE",
  summary: "Hebt die Markierung „unzustellbar“ einer Adresse auf.",
  help: `Wenn eine Adresse zu Unrecht als unzustellbar markiert wurde (etwa nach
einer Störung beim Mailserver des Empfängers), erhält sie nach diesem Befehl
wieder Updates. Die Markierung und ihr Grund stehen in npm run inbox -- list.

Beispiel: npm run inbox -- deliverable kundin@example.org`,
  positionals: 1,
  run: ({ positionals: [email] }, io) => {
    if (!email?.trim())
      throw new Error(
        "deliverable erwartet die Adresse, die wieder Updates erhalten soll: npm run inbox -- deliverable ADRESSE",
      );
    return withStore(WRITES, io, async (store, _settings, say) => {
      const cleared = await store.submissions.clearUndeliverable(email);
      say(
        cleared
          ? `${email} gilt wieder als zustellbar und erhält wieder Updates.`
          : `${email} ist nicht als unzustellbar markiert (oder nicht angemeldet): nichts geändert.`,
      );
      return cleared ? 0 : 1;
    });
  },
});

// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mailKinds } from "./index.ts";

/** Every source file of the server and the owner's commands, tests left out. */
function sources(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const top of ["server", "scripts"]) {
    for (const entry of readdirSync(top, {
      recursive: true,
      withFileTypes: true,
    })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !file.endsWith(".ts")) continue;
      // The schema declares the columns; the migrations made them.
      if (/\.test\.ts$|migrations|schema\.ts$/.test(file)) continue;
      found.push({ file, text: readFileSync(file, "utf8") });
    }
  }
  return found;
}

const writers = (write: RegExp) =>
  sources()
    .filter(({ text }) => write.test(text))
    .map(({ file }) => file)
    .sort();

describe("the mail kinds", () => {
  it("each kind's own table is written by its module alone, and an address is marked undeliverable in one place", () => {
    expect(writers(/notified_at:\s*(?!null)/)).toEqual([
      "server/mail/kinds/contact-notice.ts",
    ]);
    expect(
      writers(/updateTable\("update_deliveries"\)|UPDATE update_deliveries/),
    ).toEqual(["server/mail/kinds/update.ts"]);
    expect(writers(/undeliverable_at:\s*(?![\s]|null)/)).toEqual([
      "server/store/undeliverable.ts",
    ]);
  });

  it("the outbox knows no kind of mail: it names no kind and no table but its own", () => {
    const outbox = readFileSync("server/store/outbox.ts", "utf8");
    for (const kind of Object.keys(mailKinds))
      expect(outbox).not.toContain(`"${kind}"`);
    expect(outbox).not.toMatch(
      /contact_requests|signups|update_deliveries|undeliverable/,
    );
  });

  it("no code decides by the words of last_error: it is only written, selected and shown", () => {
    const readers = sources().filter(({ text }) =>
      /last_error(\?\.|\s*\.|"\s*,\s*"like"|\s+LIKE)/.test(text),
    );
    expect(readers.map(({ file }) => file)).toEqual([]);
  });

  it("every kind the server queues is in the list: the queue takes a kind's module, the lanes only the list's", async () => {
    const queued: { file: string; name: string }[] = sources().flatMap(
      ({ file, text }) =>
        [...text.matchAll(/enqueue\(\s*\w+,\s*(\w+)/g)].map((match) => ({
          file,
          name: match[1]!,
        })),
    );
    expect(queued.length).toBeGreaterThan(0);
    for (const { file, name } of queued) {
      // The module the file takes that value from.
      const source = readFileSync(file, "utf8");
      const from = new RegExp(
        `import \\{[^}]*\\b${name}\\b[^}]*\\} from "([^"]+)"`,
      ).exec(source)?.[1];
      expect(from, `${file}: ${name}`).toBeDefined();
      const module = (await import(
        path.resolve(path.dirname(file), from!)
      )) as Record<string, unknown>;
      expect(Object.values(mailKinds)).toContain(module[name]);
    }
  });

  it("each kind in the list has a lane and a label for the inbox list", () => {
    for (const kind of Object.values(mailKinds)) {
      expect(["notices", "subscribers", "updates"]).toContain(kind.lane);
      expect(kind.label).not.toBe("");
    }
  });
});

import frontMatter from "front-matter";
import type { Token } from "marked";
import { updateMarkdown } from "./markdown.ts";

/** The longest subject an update may have: longer ones are cut off in every inbox. */
const SUBJECT_MAX = 200;

/** An update as written: its subject and its Markdown body. */
export interface UpdateDraft {
  subject: string;
  markdown: string;
}

export type ReadResult =
  { ok: true; draft: UpdateDraft } | { ok: false; problems: string[] };

/**
 * Reads an update file: Markdown with its subject in front matter,
 *
 *     ---
 *     subject: Die Terminplattform startet
 *     ---
 *     Guten Tag, …
 *
 * and checks what would make it a bad mail: no subject or body, a subject too
 * long, a link that is not https:, an image from another host than the site
 * (a request to a third party each time the mail is opened), or HTML in the
 * Markdown (which could hide either). Each problem is named in German, with
 * where it is, for the owner who wrote the file.
 */
export function readUpdate(source: string, siteUrl: string): ReadResult {
  let parsed: { attributes: unknown; body: string };
  try {
    parsed = frontMatter<unknown>(source);
  } catch (error) {
    return {
      ok: false,
      problems: [
        `Der Kopf der Datei (zwischen den Zeilen „---“) ist kein gültiges YAML: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}. Enthält der Betreff einen Doppelpunkt, setzen Sie ihn in Anführungszeichen: subject: "Neu: …"`,
      ],
    };
  }
  const problems: string[] = [];
  const attributes = (parsed.attributes ?? {}) as Record<string, unknown>;
  const subject =
    typeof attributes.subject === "string" ? attributes.subject.trim() : "";
  if (!subject) {
    problems.push(
      "Es fehlt der Betreff: Schreiben Sie an den Anfang der Datei\n---\nsubject: Ihr Betreff\n---",
    );
  } else if (subject.length > SUBJECT_MAX) {
    problems.push(
      `Der Betreff ist ${subject.length} Zeichen lang; erlaubt sind höchstens ${SUBJECT_MAX}.`,
    );
  } else if (/[\r\n]/.test(subject)) {
    problems.push("Der Betreff muss in einer Zeile stehen.");
  }
  const markdown = parsed.body.trim();
  if (!markdown) problems.push("Die Datei hat keinen Text nach dem Kopf.");
  problems.push(...resourceProblems(markdown, new URL(siteUrl).host));
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, draft: { subject, markdown } };
}

/** Links that are not https:, images from other hosts, and HTML, in the order they appear. */
function resourceProblems(markdown: string, siteHost: string): string[] {
  const problems: string[] = [];
  const tokens = updateMarkdown.lexer(markdown);
  updateMarkdown.walkTokens(tokens, (token: Token) => {
    if (token.type === "html") {
      problems.push(
        `HTML ist in Updates nicht erlaubt (nur Markdown): ${shorten(token.raw)}`,
      );
    } else if (token.type === "link") {
      const url = parseUrl(token.href);
      if (url?.protocol !== "https:") {
        problems.push(
          `Der Link „${shorten(token.href)}“ beginnt nicht mit https:// – nur Links mit https:// sind erlaubt.`,
        );
      }
    } else if (token.type === "image") {
      const url = parseUrl(token.href);
      if (url?.protocol !== "https:" || url.host !== siteHost) {
        problems.push(
          `Das Bild „${shorten(token.href)}“ liegt nicht unter https://${siteHost}: Ein Bild von einem anderen Server würde bei jedem Öffnen der E-Mail dort abgerufen. Laden Sie das Bild auf die Website und binden Sie es mit vollständiger Adresse ein (https://${siteHost}/…).`,
        );
      }
    }
  });
  return problems;
}

function parseUrl(href: string): URL | undefined {
  try {
    return new URL(href);
  } catch {
    return undefined;
  }
}

const shorten = (text: string) => {
  const line = text.trim().replace(/\s+/g, " ");
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

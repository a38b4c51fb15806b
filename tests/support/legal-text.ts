import type {
  LegalDocument,
  Paragraph,
} from "../../app/content/legal/types.ts";

/** A paragraph as a reader sees it: the text of its runs, links included. */
export const textOf = (paragraph: Paragraph) =>
  typeof paragraph === "string"
    ? paragraph
    : paragraph
        .map((run) => (typeof run === "string" ? run : run.text))
        .join("");

/** Every paragraph, line and list item of a legal text, in reading order. */
export function paragraphsOf(document: LegalDocument): string[] {
  return [
    ...(document.intro ?? []),
    ...document.sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.lines ?? []),
      ...(section.list ?? []),
      ...(section.after ?? []),
      ...(section.notice
        ? [
            section.notice.heading,
            ...section.notice.paragraphs,
            ...(section.notice.lines ?? []),
          ]
        : []),
    ]),
    document.footnote ?? "",
  ].map(textOf);
}

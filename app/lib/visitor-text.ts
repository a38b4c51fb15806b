/*
 * What a visitor wrote, as a mail to the company shows it (issue 52, item
 * 4; decision 059). The company's mails set visitor text beside lines of
 * their own (a notice's "Name:", an overview's release link), so nothing a
 * visitor typed may start a line, reorder the line or hide characters in
 * it: a mail program that breaks the line at U+2028 would otherwise show a
 * "release link" of the visitor's making.
 */

/** Every way a line may end: CR LF, the C0 breaks, NEL, and the Unicode line and paragraph separators. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/gu;

/**
 * What is removed: format characters (Cf: bidi marks, embeddings,
 * overrides and isolates, zero-width characters, the soft hyphen, the
 * byte-order mark, tag characters), controls (Cc) and lone surrogates (Cs).
 * A zero-width joiner between two emoji is kept (the first group): it only
 * joins them into one picture (👩‍🔧) and can neither break nor reorder a line.
 */
const HIDDEN =
  /((?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?)\u200D(?=\p{Extended_Pictographic}))|[\p{Cf}\p{Cc}\p{Cs}]/gu;

/**
 * Visitor text without anything invisible that could fake or reorder a
 * line of the mail around it. For a line of the company's own (a subject,
 * "Name: …", a message's first line) every line break becomes a space and
 * a tab too; `multiline` (a message's body in the notice) keeps tabs and
 * line breaks, each as a plain line feed.
 */
export function visitorText(
  text: string,
  { multiline = false }: { multiline?: boolean } = {},
): string {
  return text
    .replace(LINE_BREAK, multiline ? "\n" : " ")
    .replace(HIDDEN, (char, joiner?: string) =>
      joiner !== undefined
        ? joiner
        : char === "\n" || (char === "\t" && multiline)
          ? char
          : char === "\t"
            ? " "
            : "",
    );
}

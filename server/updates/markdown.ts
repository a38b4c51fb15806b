import { Marked, type MarkedExtension, type Tokens } from "marked";

/*
 * An update's Markdown, read once by one parser (issue 54, item 5): the
 * check of the owner's file (./update-file.ts) and the mail's HTML use the
 * same Marked instance and settings, so what the check allowed is exactly
 * what is sent. Raw HTML never reaches a mail: the check refuses it, and
 * should any come through, it is written as text.
 */

/** An inline style as CSS declarations: `{ fontSize: "16px" }` → `font-size:16px`; numbers in px. */
type Style = object;

const css = (style: Style) =>
  Object.entries(style as Record<string, string | number>)
    .map(([name, value]) => {
      const property = name
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .toLowerCase();
      return `${property}:${typeof value === "number" ? `${value}px` : value.replaceAll('"', "&#x27;")}`;
    })
    .join(";");

/** ` style="…"`, or nothing for an empty style. */
const styleOf = (style: Style | undefined) => {
  const declarations = style ? css(style) : "";
  return declarations ? ` style="${declarations}"` : "";
};

/** Text for an attribute's value in double quotes. */
const attribute = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");

/** The look of each element: the mail's own, over plain defaults for the rest. */
export interface MarkdownLook {
  p?: Style;
  li?: Style;
  h1?: Style;
  h2?: Style;
  h3?: Style;
  link?: Style;
  image?: Style;
  hr?: Style;
}

const heading = { fontWeight: "500", paddingTop: 20 };
const code = {
  color: "#212529",
  fontSize: "87.5%",
  display: "inline",
  background: " #f8f8f8",
  fontFamily: "SFMono-Regular,Menlo,Monaco,Consolas,monospace",
};
const DEFAULTS = {
  h1: { ...heading, fontSize: "2.5rem" },
  h2: { ...heading, fontSize: "2rem" },
  h3: { ...heading, fontSize: "1.75rem" },
  h4: { ...heading, fontSize: "1.5rem" },
  h5: { ...heading, fontSize: "1.25rem" },
  h6: { ...heading, fontSize: "1rem" },
  blockQuote: {
    background: "#f9f9f9",
    borderLeft: "10px solid #ccc",
    margin: "1.5em 10px",
    padding: "1em 10px",
  },
  bold: { fontWeight: "bold" },
  italic: { fontStyle: "italic" },
  link: {
    color: "#007bff",
    textDecoration: "underline",
    backgroundColor: "transparent",
  },
  codeBlock: {
    ...code,
    display: "block",
    paddingTop: 10,
    paddingRight: 10,
    paddingLeft: 10,
    paddingBottom: 1,
    marginBottom: 20,
    wordWrap: "break-word",
  },
  codeInline: { ...code, wordWrap: "break-word" },
} satisfies Record<string, Style>;

/** How updates are read, for the check and for the mail alike: GitHub Flavored Markdown, no line breaks from single newlines. */
const READING = { gfm: true, breaks: false, async: false } as const;

/** The parser the check reads an update with (./update-file.ts). */
export const updateMarkdown = new Marked(READING);

/** The mail's parser for each look: the same reading, with the look's renderer. */
const mailParsers = new WeakMap<MarkdownLook, Marked>();

/** An update's Markdown as the mail's HTML, each element with its inline style. */
export function updateHtml(markdown: string, look: MarkdownLook): string {
  let parser = mailParsers.get(look);
  if (!parser) {
    parser = new Marked(READING, { renderer: rendererFor(look) });
    mailParsers.set(look, parser);
  }
  return parser.parse(markdown) as string;
}

/** The elements as the mail writes them, each with its inline style. */
function rendererFor(look: MarkdownLook) {
  const s = { ...DEFAULTS, ...look } as Record<string, Style | undefined>;
  return {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => attribute(text),
    blockquote({ tokens }) {
      return `<blockquote${styleOf(s.blockQuote)}>\n${this.parser.parse(tokens)}</blockquote>\n`;
    },
    br: () => `<br${styleOf(s.br)} />`,
    code: ({ text }) =>
      `<pre${styleOf(s.codeBlock)}><code>${text.replace(/\n$/, "")}\n</code></pre>\n`,
    codespan: ({ text }) => `<code${styleOf(s.codeInline)}>${text}</code>`,
    del({ tokens }) {
      return `<del${styleOf(s.strikethrough)}>${this.parser.parseInline(tokens)}</del>`;
    },
    em({ tokens }) {
      return `<em${styleOf(s.italic)}>${this.parser.parseInline(tokens)}</em>`;
    },
    strong({ tokens }) {
      return `<strong${styleOf(s.bold)}>${this.parser.parseInline(tokens)}</strong>`;
    },
    heading({ tokens, depth }) {
      return `<h${depth}${styleOf(s[`h${depth}`])}>${this.parser.parseInline(tokens)}</h${depth}>`;
    },
    hr: () => `<hr${styleOf(s.hr)} />\n`,
    image: ({ href, text, title }) =>
      `<img src="${attribute(href)}" alt="${attribute(text)}"${title ? ` title="${attribute(title)}"` : ""}${styleOf(s.image)}>`,
    link({ href, title, tokens }) {
      return `<a href="${attribute(href)}" target="_blank"${title ? ` title="${attribute(title)}"` : ""}${styleOf(s.link)}>${this.parser.parseInline(tokens)}</a>`;
    },
    list({ items, ordered, start }) {
      const tag = ordered ? "ol" : "ul";
      const from = ordered && start !== 1 ? ` start="${start}"` : "";
      const body = items
        .map((item) => {
          const nested = item.tokens.some((token) => token.type === "list");
          // An item with a list in it: its own text is a paragraph (as
          // updates were always sent), the list after it.
          const text = nested
            ? this.parser.parse(
                item.tokens.map((token) =>
                  token.type === "text"
                    ? { ...token, type: "paragraph" }
                    : token,
                ),
              )
            : this.parser.parseInline(item.tokens);
          return `<li${styleOf(s.li)}>${text}</li>\n`;
        })
        .join("");
      return `<${tag}${from}${styleOf(s[tag])}>\n${body}</${tag}>\n`;
    },
    paragraph({ tokens }) {
      return `<p${styleOf(s.p)}>${this.parser.parseInline(tokens)}</p>\n`;
    },
    table({ header, rows }) {
      const cell = (each: Tokens.TableCell) => {
        const tag = each.header ? "th" : "td";
        const align = each.align ? ` align="${each.align}"` : "";
        return `<${tag}${align}${styleOf(s.td)}>${this.parser.parseInline(each.tokens)}</${tag}>\n`;
      };
      const row = (cells: Tokens.TableCell[]) =>
        `<tr${styleOf(s.tr)}>\n${cells.map(cell).join("")}</tr>\n`;
      return `<table${styleOf(s.table)}>\n<thead${styleOf(s.thead)}>\n${row(header)}</thead>\n<tbody${styleOf(s.tbody)}>${rows.map(row).join("")}</tbody></table>\n`;
    },
  } satisfies MarkedExtension["renderer"];
}

/**
 * A small tokenizer for the API page's example: an HTTP request or response
 * (start line, headers, a JSON body). It runs while the page is rendered, so
 * the prerendered HTML arrives highlighted; no highlighting library is shipped.
 */
export type TokenKind =
  | "keyword" // method, status code
  | "name" // header name, JSON key
  | "string"
  | "number"
  | "literal" // true, false, null
  | "muted"; // protocol, punctuation

export interface Token {
  kind?: TokenKind;
  text: string;
}

const JSON_TOKEN =
  /("(?:[^"\\]|\\.)*")(?=\s*:)|("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b|([{}[\],:])/g;

function jsonTokens(line: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of line.matchAll(JSON_TOKEN)) {
    if (match.index > last)
      tokens.push({ text: line.slice(last, match.index) });
    const [text, key, string, number, literal] = match;
    const kind: TokenKind = key
      ? "name"
      : string
        ? "string"
        : number
          ? "number"
          : literal
            ? "literal"
            : "muted";
    tokens.push({ kind, text });
    last = match.index + text.length;
  }
  if (last < line.length) tokens.push({ text: line.slice(last) });
  return tokens;
}

function startLineTokens(line: string): Token[] {
  const request = /^([A-Z]+) (\S+) (HTTP\/[\d.]+)$/.exec(line);
  if (request) {
    const [, method, target, protocol] = request;
    return [
      { kind: "keyword", text: method! },
      { text: ` ${target} ` },
      { kind: "muted", text: protocol! },
    ];
  }
  const status = /^(HTTP\/[\d.]+) (\d{3})( .*)?$/.exec(line);
  if (status) {
    const [, protocol, code, reason = ""] = status;
    return [
      { kind: "muted", text: `${protocol} ` },
      { kind: "keyword", text: code! },
      { text: reason },
    ];
  }
  return [{ text: line }];
}

/** The tokens of one HTTP message, line by line. */
export function highlightHttp(message: string): Token[][] {
  const lines = message.split("\n");
  const blank = lines.indexOf("");
  const bodyStart = blank === -1 ? lines.length : blank + 1;
  return lines.map((line, index) => {
    if (index === 0) return startLineTokens(line);
    if (index >= bodyStart) return jsonTokens(line);
    const header = /^([\w-]+)(:)(.*)$/.exec(line);
    if (!header) return line ? [{ text: line }] : [];
    const [, name, colon, value] = header;
    return [
      { kind: "name", text: name! },
      { kind: "muted", text: colon! },
      { text: value! },
    ];
  });
}

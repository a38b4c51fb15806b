/**
 * Runs in the page (pass it to page.evaluate): every visible text node, every
 * word in it, and whether the browser laid that word out on more than one line.
 * A break is fine where a hyphen shows: after a hyphen, or at a soft hyphen
 * (which the browser renders as one). Anything else (a break that
 * `overflow-wrap` forced into the middle of a word) is reported as
 * "Handwerkersoftwar|e".
 */
export function findBrokenWords(): string[] {
  const hyphens = new Set(["-", "\u00ad", "\u2010", "\u2011"]);
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  /**
   * The line a character sits on (the middle of its box), or null if it has
   * none. A character right after a soft hyphen that broke the line also
   * reports the drawn hyphen's box; its own glyph is the last box.
   */
  const lineOf = (node: Text, index: number): number | null => {
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    const box = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .at(-1);
    return box ? box.top + box.height / 2 : null;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || !parent.checkVisibility()) continue;
    // Screen-reader-only text is squeezed into 1 px on purpose.
    if (parent.closest(".sr-only")) continue;
    for (const match of text.data.matchAll(/\S{2,}/g)) {
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
      if (boxes.length < 2) continue;
      let previous: number | null = null;
      for (let offset = 0; offset < match[0].length; offset++) {
        const line = lineOf(text, match.index + offset);
        if (line === null) continue;
        if (previous !== null && line > previous + 2) {
          const before = match[0][offset - 1] ?? "";
          if (!hyphens.has(before)) {
            const word = match[0].replaceAll("\u00ad", "");
            const at = match[0]
              .slice(0, offset)
              .replaceAll("\u00ad", "").length;
            found.push(
              `${parent.tagName.toLowerCase()}: "${word.slice(0, at)}|${word.slice(at)}"`,
            );
          }
        }
        previous = line;
      }
    }
  }
  return found;
}

/** A run of text inside a legal paragraph: plain, or a link. */
export type Inline =
  string | { text: string; href: string; external?: boolean };

/** A paragraph is one string or a sequence of runs. */
export type Paragraph = string | readonly Inline[];

export interface LegalSection {
  /** Anchor of the section, e.g. "cookies" for /datenschutz#cookies. */
  id: string;
  heading: string;
  paragraphs?: readonly Paragraph[];
  /** Short lines shown as one block, e.g. an address. */
  lines?: readonly Paragraph[];
  list?: readonly Paragraph[];
  /** Text after the list. */
  after?: readonly Paragraph[];
  /**
   * A notice set apart from the rest in a highlighted box, e.g. the right to
   * object (Art. 21 Abs. 4 DSGVO: "von anderen Informationen getrennt").
   */
  notice?: LegalNotice;
}

export interface LegalNotice {
  heading: string;
  paragraphs: readonly Paragraph[];
  /** Short lines shown as one block, e.g. the address for objections. */
  lines?: readonly Paragraph[];
}

export interface LegalDocument {
  /** One line under the page heading. */
  lead: string;
  intro?: readonly Paragraph[];
  sections: readonly LegalSection[];
  /** Closing line, e.g. the date of the last update. */
  footnote?: string;
  /** Whether the sections are numbered ("1. Begriffsbestimmungen"). */
  numbered: boolean;
  /** Label of the table of contents, if the document has one. */
  tocLabel?: string;
}

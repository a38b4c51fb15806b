import type { LegalDocument as LegalDocumentData } from "~/content/legal/types";
import { LegalDocument } from "./legal-document";
import { PageHero } from "./page-hero";

/** A legal page (Impressum, Datenschutz): the heading, the document's lead, the text. */
export function LegalPage({
  heading,
  document,
}: {
  heading: string;
  document: LegalDocumentData;
}) {
  return (
    <>
      <PageHero heading={heading} lead={document.lead} actions={[]} />
      <LegalDocument document={document} />
    </>
  );
}

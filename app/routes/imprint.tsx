import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import { imprint } from "~/content/legal/imprint";
import { pageById } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("imprint");

export default function ImprintPage() {
  return (
    <>
      <PageHero
        heading={pageById("imprint").heading}
        lead={imprint.lead}
        actions={[]}
      />
      <LegalDocument document={imprint} />
    </>
  );
}

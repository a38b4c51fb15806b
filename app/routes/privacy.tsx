import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import { privacy } from "~/content/legal/privacy";
import { pageById } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("privacy");

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        heading={pageById("privacy").heading}
        lead={privacy.lead}
        actions={[]}
      />
      <LegalDocument document={privacy} />
    </>
  );
}

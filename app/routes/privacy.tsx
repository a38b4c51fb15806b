import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import { privacy, privacyWithDelivery } from "~/content/legal/privacy";
import { pageById } from "~/content/pages";
import { realDelivery } from "~/lib/form-transport";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("privacy");

/** The statement that is true for this build: with real form delivery or without. */
const statement = realDelivery ? privacyWithDelivery : privacy;

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        heading={pageById("privacy").heading}
        lead={statement.lead}
        actions={[]}
      />
      <LegalDocument document={statement} />
    </>
  );
}

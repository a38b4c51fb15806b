import { LegalPage } from "~/components/sections/legal-page";
import { privacy, privacyWithDelivery } from "~/content/legal/privacy";
import { pageById } from "~/content/pages";
import { realDelivery } from "~/site/form-transport";
import { pageMeta } from "~/site/seo";

export const meta = () => pageMeta("privacy");

export default function PrivacyPage() {
  return (
    <LegalPage
      heading={pageById("privacy").heading}
      // The statement that is true for this build: with real form delivery or without.
      document={realDelivery ? privacyWithDelivery : privacy}
    />
  );
}

import { LegalPage } from "~/components/sections/legal-page";
import { imprint } from "~/content/legal/imprint";
import { pageById } from "~/content/pages";
import { pageMeta } from "~/site/seo";

export const meta = () => pageMeta("imprint");

export default function ImprintPage() {
  return <LegalPage heading={pageById("imprint").heading} document={imprint} />;
}

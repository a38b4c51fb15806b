import type { PageHandle } from "~/hooks/use-ships-javascript";
import { Island } from "~/components/forms/island";
import { ContactDetails } from "~/components/sections/contact-details";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FormColumns } from "~/components/sections/form-columns";
import { PageHero } from "~/components/sections/page-hero";
import { PromiseList } from "~/components/sections/promise-list";
import { Section } from "~/components/sections/section";
import { company, companyAddressLines } from "~/content/company";
import { contact } from "~/content/contact";
import { pageById } from "~/content/pages";
import { pageMeta } from "~/site/seo";

/** The form needs React in the browser: this page ships JavaScript and hydrates. */
export const handle = { hydrate: true } satisfies PageHandle;

export const meta = () => pageMeta("contact");

export default function ContactPage() {
  return (
    <>
      <PageHero heading={pageById("contact").heading} {...contact.hero} />
      <FormColumns
        heading={contact.form.heading}
        headingId="formular-titel"
        form={<Island name="contact" />}
        aside={
          <>
            <ContactDetails
              heading={contact.details.heading}
              labels={contact.details}
              addressLines={companyAddressLines}
              phone={company.phone}
              email={company.email}
            />
            <PromiseList items={contact.promises} />
          </>
        }
      />
      <Section
        heading={contact.topics.heading}
        tone="muted"
        headingId="themen-titel"
      >
        <FeatureGrid items={contact.topicItems} />
      </Section>
    </>
  );
}

import type { PageHandle } from "~/root";
import { type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import { ContactForm } from "~/components/forms/contact-form";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Container, Section } from "~/components/sections/section";
import { PageHero } from "~/components/sections/page-hero";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { companyAddressLines, company } from "~/content/company";
import { contact } from "~/content/contact";
import { pageById } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

/** The form needs React in the browser: this page ships JavaScript and hydrates. */
export const handle = { hydrate: true } satisfies PageHandle;

export const meta = () => pageMeta("contact");

export default function ContactPage() {
  return (
    <>
      <PageHero heading={pageById("contact").heading} {...contact.hero} />
      <Container className="grid gap-10 py-14 sm:py-16 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="formular-titel">
          <Card layout="roomy">
            <h2
              id="formular-titel"
              className="text-2xl font-bold tracking-tight"
            >
              {contact.form.heading}
            </h2>
            <ContactForm />
          </Card>
        </section>
        <div className="flex flex-col gap-10">
          <section aria-labelledby="kontaktdaten-titel">
            <h2
              id="kontaktdaten-titel"
              className="text-xl font-bold tracking-tight"
            >
              {contact.details.heading}
            </h2>
            <dl className="mt-4 flex flex-col gap-4">
              <Detail icon={MapPin} term={contact.details.address}>
                {companyAddressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </Detail>
              <Detail icon={Phone} term={contact.details.phone}>
                <a
                  href={`tel:${company.phone.href}`}
                  className="inline-flex min-h-11 items-center text-primary hover:underline md:min-h-0"
                >
                  {company.phone.display}
                </a>
              </Detail>
              <Detail icon={Mail} term={contact.details.email}>
                <a
                  href={`mailto:${company.email}`}
                  className="inline-flex min-h-11 items-center text-primary hover:underline md:min-h-0"
                >
                  {company.email}
                </a>
              </Detail>
            </dl>
          </section>
          <ul className="flex flex-col gap-4">
            {contact.promises.map((promise) => (
              <li key={promise.title}>
                <Card tone="highlight" layout="row">
                  <Icon
                    icon={promise.icon}
                    className="mt-0.5 size-6 shrink-0 text-primary"
                  />
                  <div>
                    <p className="font-semibold">{promise.title}</p>
                    <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                      {promise.text}
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </Container>
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

function Detail({
  icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-semibold">
        <Icon icon={icon} className="size-5 shrink-0 text-primary" />
        {term}
      </dt>
      <dd className="mt-1 pl-8 leading-relaxed text-muted-foreground">
        {children}
      </dd>
    </div>
  );
}

import { type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";

interface ContactDetailsProps {
  heading: string;
  /** The terms: "Anschrift", "Telefon", "E-Mail". */
  labels: { address: string; phone: string; email: string };
  addressLines: readonly string[];
  /** Phone as displayed, and as dialled in a tel: link. */
  phone: { display: string; href: string };
  email: string;
}

const linkClass =
  "inline-flex min-h-11 items-center text-primary hover:underline md:min-h-0";

/** Address, phone and e-mail as a description list under an h2. */
export function ContactDetails({
  heading,
  labels,
  addressLines,
  phone,
  email,
}: ContactDetailsProps) {
  return (
    <section aria-labelledby="kontaktdaten-titel">
      <h2 id="kontaktdaten-titel" className="text-xl font-bold tracking-tight">
        {heading}
      </h2>
      <dl className="mt-4 flex flex-col gap-4">
        <Detail icon={MapPin} term={labels.address}>
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Detail>
        <Detail icon={Phone} term={labels.phone}>
          <a href={`tel:${phone.href}`} className={linkClass}>
            {phone.display}
          </a>
        </Detail>
        <Detail icon={Mail} term={labels.email}>
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </Detail>
      </dl>
    </section>
  );
}

function Detail({
  icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-bold">
        <Icon icon={icon} className="size-5 text-primary" />
        {term}
      </dt>
      <dd className="mt-1 pl-8 leading-relaxed text-muted-foreground">
        {children}
      </dd>
    </div>
  );
}

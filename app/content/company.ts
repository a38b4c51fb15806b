/**
 * The company behind the site: every legal fact the Impressum, the privacy
 * statement, the footer and the contact page show.
 *
 * SAMPLE DATA. Everything below is fictitious in the German convention
 * (Musterstraße, Max Mustermann, HRB 12345). Replace it with the real company's
 * data and set `isSampleData` to false; until then every build warns once.
 */
/** A postal address: the one shape of every address the site shows. */
export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country?: string;
}

export interface Company extends PostalAddress {
  isSampleData: boolean;
  /** Short brand shown in header and footer. */
  brand: string;
  legalName: string;
  country: string;
  /** ISO 3166-1 code of the country (structured data). */
  countryCode: string;
  email: string;
  /** Phone as displayed, and as dialled in a tel: link. */
  phone: { display: string; href: string };
  managingDirectors: string[];
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  /** Person responsible for editorial content (§ 18 Abs. 2 MStV). */
  contentResponsible: string;
  /** Contact for data-protection questions. */
  privacyEmail: string;
  /**
   * Where the site runs: the hosting provider that processes the server logs
   * (and, with delivery on, the submissions) on the company's behalf.
   */
  hosting: PostalAddress & {
    isSampleData: boolean;
    name: string;
    country: string;
  };
  /**
   * Further processors the deploy guide (docs/deploy.md) suggests besides
   * the host, each named in the privacy statement's hosting paragraph: a
   * CDN in front of the site and a provider that runs the PostgreSQL
   * database of the forms ("Name, Land"), or null where none is used. The
   * launch check blocks until the company confirmed them (isSampleData false).
   */
  processors: {
    isSampleData: boolean;
    cdn: string | null;
    database: string | null;
  };
  /**
   * Data protection officer (Art. 37 DSGVO, § 38 BDSG), or null where the
   * company need not and did not appoint one.
   */
  dataProtectionOfficer: { name: string; email: string } | null;
  /** The data-protection authority of the Land where the company has its seat (Art. 77 DSGVO). */
  supervisoryAuthority: PostalAddress & {
    isSampleData: boolean;
    name: string;
  };
}

export const company = {
  isSampleData: true,
  brand: "Zunftwerk",
  legalName: "Zunftwerk Software GmbH",
  street: "Musterstraße 1",
  postalCode: "12345",
  city: "Musterstadt",
  country: "Deutschland",
  countryCode: "DE",
  email: "info@zunftwerk.example",
  // Non-breaking spaces: a line break never splits the number.
  phone: { display: "+49\u00a0123\u00a0456789-0", href: "+491234567890" },
  managingDirectors: ["Max Mustermann", "Erika Musterfrau"],
  registerCourt: "Amtsgericht Musterstadt",
  registerNumber: "HRB\u00a012345",
  vatId: "DE123456789",
  contentResponsible: "Max Mustermann",
  privacyEmail: "datenschutz@zunftwerk.example",
  hosting: {
    isSampleData: true,
    name: "Muster Hosting GmbH",
    street: "Beispielweg 2",
    postalCode: "12345",
    city: "Musterstadt",
    country: "Deutschland",
  },
  processors: { isSampleData: true, cdn: null, database: null },
  dataProtectionOfficer: null,
  supervisoryAuthority: {
    isSampleData: true,
    name: "Landesbeauftragte für Datenschutz und Informationsfreiheit Musterland",
    street: "Musterallee 3",
    postalCode: "12345",
    city: "Musterstadt",
  },
} satisfies Company;

/**
 * An address as lines: street, then postcode and city. `country` adds the
 * country on a line of its own, or after the city ("12345 Musterstadt, Deutschland").
 */
export function addressLines(
  address: PostalAddress,
  { country }: { country?: "line" | "after-city" } = {},
): string[] {
  const cityLine = `${address.postalCode} ${address.city}`;
  if (!country || !address.country) return [address.street, cityLine];
  return country === "line"
    ? [address.street, cityLine, address.country]
    : [address.street, `${cityLine}, ${address.country}`];
}

/** An address on one line: "Musterstraße 1, 12345 Musterstadt" (with `country`: ", Deutschland"). */
export function addressInline(
  address: PostalAddress,
  { country = false }: { country?: boolean } = {},
): string {
  return addressLines(address, country ? { country: "line" } : {}).join(", ");
}

/** The company's name and address, as on a letter. */
export const companyAddressLines = [
  company.legalName,
  ...addressLines(company),
] as const;

/**
 * The company behind the site: every legal fact the Impressum, the privacy
 * statement, the footer and the contact page show.
 *
 * SAMPLE DATA. Everything below is fictitious in the German convention
 * (Musterstraße, Max Mustermann, HRB 12345). Replace it with the real company's
 * data and set `isSampleData` to false; until then every build warns once.
 */
export interface Company {
  isSampleData: boolean;
  /** Short brand shown in header and footer. */
  brand: string;
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
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
  hosting: {
    isSampleData: boolean;
    name: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
  };
  /**
   * Data protection officer (Art. 37 DSGVO, § 38 BDSG), or null where the
   * company need not and did not appoint one.
   */
  dataProtectionOfficer: { name: string; email: string } | null;
  /** The data-protection authority of the Land where the company has its seat (Art. 77 DSGVO). */
  supervisoryAuthority: {
    isSampleData: boolean;
    name: string;
    street: string;
    postalCode: string;
    city: string;
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
  dataProtectionOfficer: null,
  supervisoryAuthority: {
    isSampleData: true,
    name: "Landesbeauftragte für Datenschutz und Informationsfreiheit Musterland",
    street: "Musterallee 3",
    postalCode: "12345",
    city: "Musterstadt",
  },
} satisfies Company;

export const companyAddressLines = [
  company.legalName,
  company.street,
  `${company.postalCode} ${company.city}`,
] as const;

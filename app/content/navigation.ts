import { COPYRIGHT_YEAR } from "./constants.ts";
import { company } from "./company.ts";
import type { PageId } from "./pages.ts";
import { productCards } from "./product-cards.ts";
import { site } from "./site.ts";

export interface NavLinkItem {
  page: PageId;
  label: string;
}

const productLinks = productCards.map(({ page, name }) => ({
  page,
  label: name,
}));

export const header = {
  navLabel: "Hauptnavigation",
  mobileNavLabel: "Mobile Navigation",
  menuButton: "Menü",
  productsLabel: "Produkte",
  links: {
    home: { page: "home", label: "Startseite" },
    about: { page: "about", label: "Über Uns" },
    contact: { page: "contact", label: "Kontakt" },
  },
  products: productLinks,
  cta: { page: "contact", label: "Jetzt starten" },
} as const satisfies {
  navLabel: string;
  mobileNavLabel: string;
  menuButton: string;
  productsLabel: string;
  links: Record<string, NavLinkItem>;
  products: readonly NavLinkItem[];
  cta: NavLinkItem;
};

export const footer = {
  description: site.description,
  navLabel: "Fußzeilennavigation",
  groups: [
    { heading: "Produkte", links: productLinks },
    {
      heading: "Unternehmen",
      links: [header.links.about, header.links.contact],
    },
    {
      heading: "Rechtliches",
      links: [
        { page: "privacy", label: "Datenschutz" },
        { page: "imprint", label: "Impressum" },
      ],
    },
  ],
  copyright: `© ${COPYRIGHT_YEAR} ${company.legalName}`,
} as const satisfies {
  description: string;
  navLabel: string;
  groups: readonly { heading: string; links: readonly NavLinkItem[] }[];
  copyright: string;
};

export const externalLinkHint = "(öffnet sich in einem neuen Tab)";

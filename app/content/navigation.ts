import { COPYRIGHT_YEAR } from "./constants.ts";
import { company } from "./company.ts";
import type { PageId } from "./pages.ts";
import { productCards } from "./product-cards.ts";
import { site } from "./site.ts";

export interface NavLinkItem {
  page: PageId;
  label: string;
}

/** A product in the menus: its name, and what it is for (shown in the Produkte menu). */
interface ProductLinkItem extends NavLinkItem {
  note: string;
}

/** The menu entry that opens the list of products. */
interface ProductsMenuItem {
  label: string;
  products: readonly ProductLinkItem[];
}

const productLinks = productCards.map(({ page, name, badge }) => ({
  page,
  label: name,
  note: badge,
}));

const links = {
  home: { page: "home", label: "Startseite" },
  about: { page: "about", label: "Über Uns" },
  contact: { page: "contact", label: "Kontakt" },
} as const satisfies Record<string, NavLinkItem>;

export const header = {
  navLabel: "Hauptnavigation",
  mobileNavLabel: "Mobile Navigation",
  menuButton: "Menü",
  /** The one list of the header's entries, desktop and mobile alike. */
  items: [
    links.home,
    { label: "Produkte", products: productLinks },
    links.about,
    links.contact,
  ],
  cta: { page: "contact", label: "Jetzt starten" },
} as const satisfies {
  navLabel: string;
  mobileNavLabel: string;
  menuButton: string;
  items: readonly (NavLinkItem | ProductsMenuItem)[];
  cta: NavLinkItem;
};

export const footer = {
  description: site.description,
  navLabel: "Fußzeilennavigation",
  groups: [
    { heading: "Produkte", links: productLinks },
    {
      heading: "Unternehmen",
      links: [links.about, links.contact],
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

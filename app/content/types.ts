import type { LucideIcon } from "lucide-react";
import type { PageId } from "./pages.ts";

export interface Feature {
  /** An icon from lucide-react: a component reference, so each page bundles only its own icons. */
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * A call to action: an internal page (optionally with a query string, e.g.
 * the request a contact link names), an in-page anchor or an external site.
 */
export type Action =
  | { label: string; page: PageId; search?: string }
  | { label: string; anchor: string }
  | { label: string; external: string };

export interface Hero {
  badge?: string;
  lead: string;
  actions: readonly Action[];
}

export interface SectionCopy {
  heading: string;
  intro?: string;
}

export interface CtaCopy {
  heading: string;
  text: string;
  actions: readonly Action[];
}

export interface ProductCard {
  page: PageId;
  name: string;
  badge: string;
  /** An icon from lucide-react: a component reference, so each page bundles only its own icons. */
  icon: LucideIcon;
  summary: string;
  /** Visible link text; the product name is added for screen readers. */
  linkLabel: string;
}

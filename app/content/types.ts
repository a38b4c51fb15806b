import type { PageId } from "./pages";

/** Icons the content may name; the icon component maps each to lucide-react. */
export type IconName =
  | "bell"
  | "building"
  | "calendar-check"
  | "clock"
  | "gauge"
  | "handshake"
  | "heart"
  | "life-buoy"
  | "lightbulb"
  | "lock"
  | "mail"
  | "map-pin"
  | "message"
  | "phone"
  | "plug"
  | "route"
  | "server"
  | "shield-check"
  | "sparkles"
  | "store"
  | "users"
  | "award"
  | "briefcase"
  | "wrench";

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

/** A call to action: an internal page, an in-page anchor or an external site. */
export type Action =
  | { label: string; page: PageId }
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
  icon: IconName;
  summary: string;
  /** Visible link text; the product name is added for screen readers. */
  linkLabel: string;
}

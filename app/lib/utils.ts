import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (8 KB on every page):
 * components expose variants instead of relying on callers overriding classes,
 * so no two classes passed together set the same property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * Hydrates the prerendered document, as React Router's default client entry
 * does. It lives apart from app/entry.client.tsx so that the build puts it in
 * the framework chunk (vite.config.ts): the entry then imports one plain
 * function and needs none of the bundler's CommonJS helpers, which would
 * otherwise be one more file for the form pages to load.
 */
export function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

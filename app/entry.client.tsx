import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import {
  ISLAND_ATTRIBUTE,
  type IslandName,
  islands,
} from "./components/forms/island";

// The form pages' client entry. It hydrates each island (a form and its
// messages) where the prerendered HTML marks one, and nothing else: the rest
// of the page needs no JavaScript. Pages without a form never load it
// (docs/decisions/012, 018).
startTransition(() => {
  for (const container of document.querySelectorAll<HTMLElement>(
    `[${ISLAND_ATTRIBUTE}]`,
  )) {
    const Form =
      islands[container.getAttribute(ISLAND_ATTRIBUTE) as IslandName];
    if (Form)
      hydrateRoot(
        container,
        <StrictMode>
          <Form />
        </StrictMode>,
      );
  }
});

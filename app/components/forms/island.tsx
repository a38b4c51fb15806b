import { ContactForm } from "./contact-form";
import { SignupForm } from "./signup-form";

/**
 * The parts of the site that run in the browser: the two forms, each with its
 * live region for messages. Everything else on a page is finished HTML; the
 * client entry (app/entry.client.tsx) hydrates only these, so React Router
 * itself never loads in the browser (docs/decisions/018).
 */
export const islands = {
  contact: ContactForm,
  signup: SignupForm,
} as const;

export type IslandName = keyof typeof islands;

/** The attribute that marks an island's container in the prerendered HTML. */
export const ISLAND_ATTRIBUTE = "data-island";

/** Renders an island inside its marked container (no box of its own: `display: contents`). */
export function Island({ name }: { name: IslandName }) {
  const Form = islands[name];
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} className="contents">
      <Form />
    </div>
  );
}

import { hydrate } from "./client/hydrate";

// The form pages' client entry: React Router runs it after loading the route
// modules. Pages without a form never load it (docs/decisions/012).
hydrate();

import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages } from "./content/pages";
import {
  SUBSCRIPTION_ROUTE_FILE,
  subscriptionPages,
} from "./content/subscription";
import { FORM_DELIVERY } from "./site/env";

// The double opt-in pages exist only in builds with real delivery.
const delivery = FORM_DELIVERY === "api";

// One route per entry of the page list, plus the catch-all 404 page.
export default [
  ...pages.map((page) =>
    page.path === "/"
      ? index(page.file, { id: page.id })
      : route(page.path.slice(1), page.file, { id: page.id }),
  ),
  ...(delivery ? subscriptionPages : []).map((page) =>
    route(page.path.slice(1), SUBSCRIPTION_ROUTE_FILE, { id: page.id }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;

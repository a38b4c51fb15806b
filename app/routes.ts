import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages } from "./content/pages";
import {
  DELIVERY_PAGE_ROUTE_FILE,
  deliveryPages,
} from "./content/delivery-pages";
import { FORM_DELIVERY } from "./site/env";

// The double opt-in and form result pages exist only in builds with real delivery.
const delivery = FORM_DELIVERY === "api";

// One route per entry of the page list, plus the catch-all 404 page.
export default [
  ...pages.map((page) =>
    page.path === "/"
      ? index(page.file, { id: page.id })
      : route(page.path.slice(1), page.file, { id: page.id }),
  ),
  ...(delivery ? deliveryPages : []).map((page) =>
    route(page.path.slice(1), DELIVERY_PAGE_ROUTE_FILE, { id: page.id }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;

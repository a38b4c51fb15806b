import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages } from "./content/pages";

// One route per entry of the page list, plus the catch-all 404 page.
export default [
  ...pages.map((page) =>
    page.path === "/"
      ? index(page.file, { id: page.id })
      : route(page.path.slice(1), page.file, { id: page.id }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;

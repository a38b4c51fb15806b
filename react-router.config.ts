import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { finishStaticBuild } from "./scripts/build/finish-build.ts";
import { company } from "./app/content/company.ts";
import { NOT_FOUND_PRERENDER_PATH, pages } from "./app/content/pages.ts";
import { deliveryPages } from "./app/content/delivery-pages.ts";
import { BUILD_DIR, FORM_DELIVERY } from "./app/site/env.ts";

export default {
  ssr: false,
  // A second build with form delivery on goes to its own folder (npm run build:delivery).
  buildDirectory: BUILD_DIR,
  // Every page of the page list becomes real HTML at build time; "/404" is the
  // catch-all route rendered once so the server can answer unknown paths with it.
  prerender: [
    ...pages.map((page) => page.path),
    ...(FORM_DELIVERY === "api" ? deliveryPages.map((page) => page.path) : []),
    NOT_FOUND_PRERENDER_PATH,
  ],
  routeDiscovery: { mode: "initial" },
  async buildEnd({ reactRouterConfig }) {
    if (company.isSampleData) {
      console.warn(
        "\n⚠  app/content/company.ts still holds sample company data (Musterangaben). Replace it before going live.\n",
      );
    }
    await finishStaticBuild(
      path.join(reactRouterConfig.buildDirectory, "client"),
    );
  },
} satisfies Config;

/**
 * Every setting the site's build reads from the environment, in this one
 * module (the production server reads its own in server/config.ts). It runs
 * inside Vite and in plain Node alike (react-router.config.ts, app/routes.ts,
 * the post-build step), so it imports nothing and uses no `~/` alias.
 */
const env: Record<string, string | undefined> =
  typeof process === "undefined" ? {} : process.env;

/**
 * The public origin of the site, used for canonical URLs, the sitemap and the
 * source tag of outgoing links. Set VITE_SITE_URL at build time to override;
 * Vite inlines it into the browser bundle.
 */
export const SITE_URL = (
  import.meta.env?.VITE_SITE_URL ??
  env.VITE_SITE_URL ??
  "https://www.zunftwerk.example"
).replace(/\/$/, "");

/**
 * How the forms of this build deliver (FORM_DELIVERY, docs/decisions/008):
 * "api" for real delivery, anything else simulated. Browser code reads the
 * same switch as `__FORM_DELIVERY__`, set from it in vite.config.ts.
 */
export const FORM_DELIVERY: "simulated" | "api" =
  env.FORM_DELIVERY === "api" ? "api" : "simulated";

/** Where the build goes: "build", or "build-delivery" for the second build of npm test. */
export const BUILD_DIR = env.BUILD_DIR ?? "build";

/** ANALYZE=1 adds source maps to the build, to see what the bundles hold. */
export const ANALYZE = env.ANALYZE === "1";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { ANALYZE, FORM_DELIVERY } from "./app/site/env.ts";
import { readFaviconDataUrl, readLogoColours } from "./scripts/build/brand.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The brand colours where CSS cannot reach (theme colour), taken
    // from the design tokens so that they are defined once.
    __LOGO_COLOURS__: JSON.stringify(readLogoColours()),
    __FAVICON__: JSON.stringify(readFaviconDataUrl()),
    // The one switch for real form delivery (docs/decisions/008-form-delivery.md).
    __FORM_DELIVERY__: JSON.stringify(FORM_DELIVERY),
  },
  build: {
    sourcemap: ANALYZE,
    rolldownOptions: {
      output: {
        // A V8 compile hint: every function in these files runs while the page
        // starts, so Chrome compiles them all as the file streams in, off the main
        // thread, instead of one by one on first call during hydration
        // (docs/decisions/009-main-thread-budget.md). Other browsers ignore it.
        // The tiny client entry gains nothing from it.
        postBanner: (chunk) =>
          chunk.name === "entry.client" ? "" : "//# allFunctionsCalledOnLoad",
        // React in one long-cached file instead of several: every request
        // costs headers and scheduling on a slow phone. The client entry stays its
        // own chunk: it hydrates as a side effect and must run last.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            {
              // React Router: the route modules need it to build, but no page loads
              // them in the browser (the form pages hydrate islands).
              name: "router",
              test: /node_modules[\\/](react-router|cookie-es)[\\/]/,
              priority: 3,
            },
            {
              // What the islands (the two forms) need, in one file: fields, transport,
              // copy, toast, their icons. The layout and section components stay out:
              // they link with React Router, which no page loads in the browser.
              name: "islands",
              test: /app[\\/](components[\\/](forms|ui)|content|lib|site|hooks[\\/]use-hydrated)[\\/]?(?!legal)|lucide-react/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

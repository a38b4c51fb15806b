import { Links, Meta, Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";
import { PageScripts } from "./components/layout/page-scripts";
import { SiteFooter } from "./components/layout/site-footer";
import { MOBILE_MENU_ID, SiteHeader } from "./components/layout/site-header";
import { SpeculationRules } from "./components/layout/speculation-rules";
import { ErrorMessage } from "./components/sections/error-message";
import { errorPage } from "./content/error-page";
import { pathOf } from "./content/pages";
import { site } from "./content/site";
import { documentTitle } from "./site/seo";

/**
 * The whole stylesheet (about 6 KB compressed) is inlined into every prerendered
 * page: no render-blocking request before the first paint. It exists only in the
 * prerendered HTML (the document never hydrates: only the forms do, decision 018);
 * the development server loads it as a module for hot reload.
 */
const inlineStyles = import.meta.env.SSR ? stylesheet : "";
if (import.meta.env.DEV && !import.meta.env.SSR) void import("./app.css");

export const links: Route.LinksFunction = () => [
  // The mark inline, as a PNG: a favicon that costs no request, and whose
  // decoding costs next to nothing right after the first paint, where an SVG
  // icon kept Chromium's main thread busy while the visitor tapped (decision 024).
  { rel: "icon", href: __FAVICON__, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={__LOGO_COLOURS__.primary} />
        <style dangerouslySetInnerHTML={{ __html: inlineStyles }} />
        <Meta />
        <Links />
        {/*
         * The first paint waits only until the parser has reached the
         * header's last menu, a few hundred bytes after its button: no frame
         * shows a menu button before the menu it opens, where a tap would do
         * nothing (decision 026). The rest of the page paints as it arrives,
         * and the browser handles taps between the parser's chunks; holding
         * the first frame until the footer let taps queue up behind the whole
         * page's layout (decision 024). Browsers without rel=expect ignore it.
         */}
        <link rel="expect" href={`#${MOBILE_MENU_ID}`} blocking="render" />
        <SpeculationRules />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-3 font-bold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {site.skipLink}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <PageScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorMessage
      title={documentTitle(errorPage.title)}
      heading={errorPage.heading}
      text={errorPage.text}
      homeLink={{ label: errorPage.homeLink, path: pathOf("home") }}
    />
  );
}

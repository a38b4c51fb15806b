import { Links, Meta, Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";
import { logoDataUrl } from "./components/layout/logo-mark";
import { PageScripts } from "./components/layout/page-scripts";
import { PAGE_END, SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
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
  // The mark itself, inline: a favicon that costs no request before the first
  // paint. The PNGs serve browsers without SVG icons and home screens.
  { rel: "icon", href: logoDataUrl(__LOGO_COLOURS__), type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
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
         * No paint before the whole page is parsed (it arrives in one round
         * trip): the first frame is the finished page, never a header whose
         * menu then stays busy while the rest is laid out, and a cross-document
         * view transition has the whole new page to show (decision 020).
         */}
        <link rel="expect" href={`#${PAGE_END}`} blocking="render" />
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

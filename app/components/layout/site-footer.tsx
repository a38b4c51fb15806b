import { Link } from "react-router";
import { footer } from "~/content/navigation";
import { pathOf } from "~/content/pages";
import { site } from "~/content/site";
import { LogoMark } from "./logo";

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_3fr] lg:px-8">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2.5 text-lg font-bold tracking-tight">
            <LogoMark />
            {site.brand}
          </p>
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">
            {footer.description}
          </p>
        </div>
        <nav
          aria-label={footer.navLabel}
          className="grid grid-cols-2 gap-8 sm:grid-cols-3"
        >
          {footer.groups.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-bold">{group.heading}</h2>
              <ul className="mt-2 flex flex-col">
                {group.links.map((link) => (
                  <li key={link.page}>
                    <Link
                      reloadDocument
                      to={pathOf(link.page)}
                      className="inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground hover:underline md:min-h-9"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          {footer.copyright}
        </p>
      </div>
    </footer>
  );
}

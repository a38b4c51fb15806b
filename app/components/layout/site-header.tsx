import { ChevronDown, Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { header } from "~/content/navigation";
import { pathOf } from "~/content/pages";
import { productCards } from "~/content/product-cards";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { LogoMark } from "./logo";
import { useDisclosure } from "./use-disclosure";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent",
    isActive ? "text-primary" : "text-foreground/80 hover:text-foreground",
  );

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={pathOf("home")}
          className="-ml-1 inline-flex min-h-11 items-center gap-2.5 rounded-md px-1 text-lg font-bold tracking-tight"
          aria-label={site.homeLinkLabel}
        >
          <LogoMark />
          <span>{site.brand}</span>
        </Link>
        <DesktopNav />
        <MobileNav />
      </div>
    </header>
  );
}

function DesktopNav() {
  const { links, cta } = header;
  return (
    <nav aria-label={header.navLabel} className="hidden md:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={pathOf(links.home.page)} className={navLinkClass} end>
            {links.home.label}
          </NavLink>
        </li>
        <li>
          <ProductsMenu />
        </li>
        <li>
          <NavLink to={pathOf(links.about.page)} className={navLinkClass}>
            {links.about.label}
          </NavLink>
        </li>
        <li>
          <NavLink to={pathOf(links.contact.page)} className={navLinkClass}>
            {links.contact.label}
          </NavLink>
        </li>
        <li className="ml-3">
          <Button asChild variant="cta">
            <Link to={pathOf(cta.page)}>{cta.label}</Link>
          </Button>
        </li>
      </ul>
    </nav>
  );
}

/** The "Produkte" disclosure: a button that shows a list of the three product pages. */
function ProductsMenu() {
  const { open, close, containerRef, panelId, buttonProps } = useDisclosure();
  return (
    <div ref={containerRef} className="relative">
      <button
        {...buttonProps}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-foreground aria-expanded:bg-accent aria-expanded:text-foreground"
      >
        {header.productsLabel}
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 mt-2 w-[22rem] -translate-x-1/2 rounded-xl border bg-card p-2 shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          {productCards.map((product) => (
            <li key={product.page}>
              <NavLink
                to={pathOf(product.page)}
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    "flex flex-col gap-0.5 rounded-lg px-3 py-2.5 transition-colors hover:bg-accent",
                    isActive && "bg-accent",
                  )
                }
              >
                <span className="text-sm font-semibold text-foreground">
                  {product.name}
                </span>
                <span className="text-xs text-muted-foreground">
                  {product.badge}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Below the md breakpoint: a toggle button revealing all links. */
function MobileNav() {
  const { open, close, containerRef, panelId, buttonProps } = useDisclosure();
  const { links, cta } = header;
  const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-accent",
      isActive && "text-primary",
    );
  return (
    <div ref={containerRef} className="md:hidden">
      <Button {...buttonProps} variant="ghost" size="icon" className="-mr-2">
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{header.menuButton}</span>
      </Button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label={header.mobileNavLabel}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background px-4 pt-2 pb-6 shadow-lg sm:px-6"
      >
        <ul className="flex flex-col gap-1">
          <li>
            <NavLink
              to={pathOf(links.home.page)}
              className={mobileLinkClass}
              onClick={close}
              end
            >
              {links.home.label}
            </NavLink>
          </li>
          <li>
            <span className="block px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {header.productsLabel}
            </span>
            <ul className="flex flex-col gap-1 pl-3">
              {header.products.map((product) => (
                <li key={product.page}>
                  <NavLink
                    to={pathOf(product.page)}
                    className={mobileLinkClass}
                    onClick={close}
                  >
                    {product.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <NavLink
              to={pathOf(links.about.page)}
              className={mobileLinkClass}
              onClick={close}
            >
              {links.about.label}
            </NavLink>
          </li>
          <li>
            <NavLink
              to={pathOf(links.contact.page)}
              className={mobileLinkClass}
              onClick={close}
            >
              {links.contact.label}
            </NavLink>
          </li>
        </ul>
        <Button asChild variant="cta" className="mt-4 w-full">
          <Link to={pathOf(cta.page)} onClick={close}>
            {cta.label}
          </Link>
        </Button>
      </nav>
    </div>
  );
}

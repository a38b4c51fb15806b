import { ChevronDown, Menu, X } from "lucide-react";
import { Link, NavLink, matchPath, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { header } from "~/content/navigation";
import { pathOf } from "~/content/pages";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";
import { LogoMark } from "./logo";

/** Ids of the two menus: the header exists once per page. */
const PRODUCTS_MENU_ID = "produkte-menue";
/** The header's last menu: once it is parsed, both menus work (root.tsx). */
export const MOBILE_MENU_ID = "mobile-navigation";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-md px-3 text-sm transition-colors hover:bg-accent",
    isActive ? "text-primary" : "text-foreground/80 hover:text-foreground",
  );

export function SiteHeader() {
  return (
    <header className="site-header sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={pathOf("home")}
          reloadDocument
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

/** An entry of the header's list: a page, or the menu of the products. */
type HeaderItem = (typeof header.items)[number];

const isProductsMenu = (
  item: HeaderItem,
): item is Extract<HeaderItem, { products: unknown }> => "products" in item;

function DesktopNav() {
  const { cta } = header;
  return (
    <nav aria-label={header.navLabel} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {header.items.map((item) => (
          <li key={item.label}>
            {isProductsMenu(item) ? (
              <ProductsMenu {...item} />
            ) : (
              <NavLink
                to={pathOf(item.page)}
                reloadDocument
                className={navLinkClass}
                end={item.page === "home"}
              >
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
        <li className="ml-3">
          <Button asChild variant="cta">
            <Link to={pathOf(cta.page)} reloadDocument>
              {cta.label}
            </Link>
          </Button>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The "Produkte" disclosure: a button that shows a list of the three product
 * pages. It is a native popover, so it works before and without any script:
 * the browser opens and closes it, announces the button's expanded state,
 * closes it on Escape (focus returns to the button) and on a click outside.
 * Choosing a link loads the new page, where the menu starts closed.
 */
function ProductsMenu({
  label,
  products,
}: Extract<HeaderItem, { products: unknown }>) {
  // On a product page the button looks like the current page's link; the
  // product's own link inside the menu carries aria-current. matchPath, as
  // NavLink does, also accepts the trailing slash of a prerendered path.
  const { pathname } = useLocation();
  const onProductPage = products.some((product) =>
    matchPath(pathOf(product.page), pathname),
  );
  return (
    <div className="group/products">
      <button
        type="button"
        popoverTarget={PRODUCTS_MENU_ID}
        aria-controls={PRODUCTS_MENU_ID}
        className={cn(
          "products-menu-button inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm transition-colors group-has-[:popover-open]/products:bg-accent hover:bg-accent",
          onProductPage
            ? "text-primary"
            : "text-foreground/80 group-has-[:popover-open]/products:text-foreground hover:text-foreground",
        )}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-has-[:popover-open]/products:rotate-180"
        />
      </button>
      <div
        id={PRODUCTS_MENU_ID}
        popover="auto"
        className="products-menu w-[22rem] rounded-xl border bg-card p-2 text-card-foreground shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          {products.map((product) => (
            <li key={product.page}>
              <NavLink
                to={pathOf(product.page)}
                reloadDocument
                className={({ isActive }) =>
                  cn(
                    "flex flex-col gap-0.5 rounded-lg px-3 py-2.5 transition-colors hover:bg-accent",
                    isActive && "bg-accent",
                  )
                }
              >
                <span className="text-sm font-bold text-foreground">
                  {product.label}
                </span>
                <span className="text-xs text-muted-foreground">
                  {product.note}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Below the md breakpoint: a toggle button revealing all links, a native
 * popover like the Produkte menu (works without script, Escape and a tap
 * outside close it, a chosen link loads its page with the menu closed).
 */
function MobileNav() {
  const { cta } = header;
  const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      "flex min-h-11 items-center rounded-md px-3 text-base hover:bg-accent",
      isActive && "text-primary",
    );
  return (
    <div className="group/mobile md:hidden">
      <Button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-controls={MOBILE_MENU_ID}
        variant="ghost"
        size="icon"
        className="-mr-2"
      >
        <Menu
          aria-hidden="true"
          className="size-6 group-has-[:popover-open]/mobile:hidden"
        />
        <X
          aria-hidden="true"
          className="hidden size-6 group-has-[:popover-open]/mobile:block"
        />
        <span className="sr-only">{header.menuButton}</span>
      </Button>
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label={header.mobileNavLabel}
        className="mobile-menu border-b bg-background px-4 pt-2 pb-6 text-foreground shadow-lg sm:px-6"
      >
        <ul className="flex flex-col gap-1">
          {header.items.map((item) => (
            <li key={item.label}>
              {isProductsMenu(item) ? (
                <>
                  <span className="block px-3 pt-3 pb-1 text-xs font-bold tracking-wide text-muted-foreground uppercase">
                    {item.label}
                  </span>
                  <ul className="flex flex-col gap-1 pl-3">
                    {item.products.map((product) => (
                      <li key={product.page}>
                        <NavLink
                          to={pathOf(product.page)}
                          reloadDocument
                          className={mobileLinkClass}
                        >
                          {product.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <NavLink
                  to={pathOf(item.page)}
                  reloadDocument
                  className={mobileLinkClass}
                  end={item.page === "home"}
                >
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
        <Button asChild variant="cta" className="mt-4 w-full">
          <Link to={pathOf(cta.page)} reloadDocument>
            {cta.label}
          </Link>
        </Button>
      </nav>
    </div>
  );
}

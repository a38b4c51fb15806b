import { Icon } from "~/components/ui/icon";
import { productCards } from "~/content/product-cards";
import { cn } from "~/lib/utils";

/** Each product's tile: its place in the fan and its colours. */
const tiles = [
  "top-0 left-0 -rotate-6 bg-card",
  "top-6 right-0 rotate-3 bg-code",
  "bottom-0 left-1/2 -translate-x-1/2 bg-card",
] as const;

/**
 * The home page's picture: the three products together as a fan of tiles,
 * each with its icon and a hint of what it does (a route, code, a week). The
 * product cards below say the same in words, so it is decorative. It is
 * HTML built from the product list: the home page hydrates and its script
 * budget is tight, and this costs a fraction of a drawn SVG.
 */
export function ProductsArt() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto aspect-[6/5] w-full max-w-sm lg:max-w-md"
    >
      {productCards.map((product, index) => (
        <div
          key={product.page}
          className={cn(
            "absolute flex w-3/5 flex-col gap-3 rounded-2xl border p-4 shadow-xl",
            tiles[index],
          )}
        >
          <span
            className={cn(
              "flex size-10 items-center justify-center rounded-lg text-primary-foreground",
              index === 2
                ? "bg-cta"
                : index
                  ? "bg-code-keyword text-code"
                  : "bg-primary",
            )}
          >
            <Icon icon={product.icon} className="size-5" />
          </span>
          {index === 0 && (
            <span className="mt-2 h-8 rounded-bl-2xl border-b-4 border-l-4 border-dotted border-primary" />
          )}
          {index === 1 &&
            [
              "w-1/3 bg-code-keyword",
              "w-5/6 bg-code-muted",
              "ml-4 w-1/2 bg-code-name",
              "ml-4 w-2/3 bg-code-string",
            ].map((bar) => (
              <span key={bar} className={cn("h-2 rounded-full", bar)} />
            ))}
          {index === 2 && (
            <span className="grid grid-cols-5 gap-1.5">
              {"pmimcmpmimimtpm".split("").map((cell, i) => (
                <span
                  key={i}
                  className={cn(
                    "h-5 rounded-md",
                    {
                      p: "bg-primary",
                      i: "bg-input",
                      c: "bg-cta",
                      t: "bg-cta/15",
                      m: "bg-muted",
                    }[cell],
                  )}
                />
              ))}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

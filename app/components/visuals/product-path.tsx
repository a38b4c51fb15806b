import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import type { about } from "~/content/about";
import { productCards } from "~/content/product-cards";
import { cn } from "~/lib/utils";

type ProductPathProps = (typeof about)["path"];

/**
 * Über uns's picture: the path from Kehrtour to the API to the coming
 * platform, as a real list on a dotted route (the brand's motif).
 */
export function ProductPath({ heading, steps }: ProductPathProps) {
  const last = steps.length - 1;
  return (
    <div className="mx-auto w-full max-w-sm rounded-2xl border bg-card p-6 shadow-xl sm:p-8 lg:max-w-md">
      <p
        id="weg-titel"
        className="text-sm font-bold tracking-wide text-muted-foreground uppercase"
      >
        {heading}
      </p>
      <ol aria-labelledby="weg-titel" className="mt-6 flex flex-col">
        {steps.map((step, index) => {
          const product = productCards.find((card) => card.page === step.page);
          if (!product) throw new Error(`No product card for ${step.page}`);
          const upcoming = index === last;
          return (
            <li key={step.page} className="relative flex gap-4 pb-9 last:pb-0">
              {index < last && (
                <span
                  aria-hidden="true"
                  className="absolute top-13 bottom-2 left-[1.4rem] border-l-[3px] border-dotted border-input"
                />
              )}
              <span
                className={cn(
                  "flex size-12 shrink-0 items-center justify-center rounded-full",
                  upcoming
                    ? "border-2 border-dashed border-cta bg-cta/10 text-cta-strong"
                    : "bg-primary text-primary-foreground",
                )}
              >
                <Icon icon={product.icon} className="size-6" />
              </span>
              <div className="min-w-0 pt-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg font-bold">
                  {product.name}
                  {upcoming && <Badge variant="cta">{product.badge}</Badge>}
                </p>
                <p className="mt-1 leading-snug text-muted-foreground">
                  {step.text}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

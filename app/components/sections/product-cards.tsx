import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import {
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { pathOf } from "~/content/pages";
import type { ProductCard } from "~/content/types";

/** One card per product, each linking to its page. */
export function ProductCards({
  products,
}: {
  products: readonly ProductCard[];
}) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {products.map((product) => (
        <li key={product.page} className="flex">
          <Card className="w-full transition-shadow hover:shadow-md">
            <CardHeader>
              <div className="flex items-center justify-between gap-3">
                <span className="flex size-12 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <Icon icon={product.icon} className="size-6" />
                </span>
                <Badge
                  variant={product.page === "comingSoon" ? "cta" : "secondary"}
                >
                  {product.badge}
                </Badge>
              </div>
              <CardTitle>{product.name}</CardTitle>
            </CardHeader>
            <CardDescription>{product.summary}</CardDescription>
            <CardFooter>
              <Link
                reloadDocument
                to={pathOf(product.page)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-bold text-primary hover:underline"
              >
                {product.linkLabel}
                <span className="sr-only">: {product.name}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}

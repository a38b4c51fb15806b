import {
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
} from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { Feature } from "~/content/types";
import { cn } from "~/lib/utils";

const columnClasses = {
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

interface FeatureGridProps {
  items: readonly Feature[];
  columns?: keyof typeof columnClasses;
}

/** Cards with an icon, a title and a short text, in a responsive grid. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <ul className={cn("mt-10 grid gap-6", columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card className="w-full">
            <CardHeader>
              <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon icon={item.icon} className="size-5" />
              </span>
              <CardTitle>{item.title}</CardTitle>
            </CardHeader>
            <CardDescription>{item.text}</CardDescription>
          </Card>
        </li>
      ))}
    </ul>
  );
}

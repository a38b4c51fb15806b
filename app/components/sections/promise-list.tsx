import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { Feature } from "~/content/types";

/** What the company promises, one highlighted card per promise. */
export function PromiseList({ items }: { items: readonly Feature[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {items.map((item) => (
        <li key={item.title}>
          <Card tone="highlight" layout="row">
            <Icon icon={item.icon} className="mt-0.5 size-6 text-primary" />
            <div>
              <p className="font-bold">{item.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                {item.text}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

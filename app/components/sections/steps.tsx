import { Icon } from "~/components/ui/icon";
import type { Feature } from "~/content/types";

/** A numbered sequence, e.g. how a product works. */
export function Steps({ items }: { items: readonly Feature[] }) {
  return (
    <ol className="mt-10 grid gap-8 md:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="flex items-center gap-2 text-lg font-bold">
              <Icon icon={item.icon} className="size-5 text-primary" />
              {item.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">
              {item.text}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

import { Check } from "lucide-react";

/** Statements with a check mark each, in three columns on wide screens. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-8 grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-xl border bg-card p-5">
          <Check
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-primary"
          />
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  );
}

import { Container } from "./section";

interface StoryColumnsProps {
  items: readonly { title: string; text: string }[];
}

/** Short texts side by side, each under its own h2; the region is named after their titles. */
export function StoryColumns({ items }: StoryColumnsProps) {
  return (
    <section
      aria-label={items.map((item) => item.title).join(", ")}
      className="py-16 sm:py-20"
    >
      <Container className="grid gap-10 md:grid-cols-3">
        {items.map((item) => (
          <div key={item.title}>
            <h2 className="text-2xl font-bold tracking-tight">{item.title}</h2>
            <p className="mt-3 leading-relaxed text-muted-foreground">
              {item.text}
            </p>
          </div>
        ))}
      </Container>
    </section>
  );
}

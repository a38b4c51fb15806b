import { Container } from "./section";

interface HighlightProps {
  value: string;
  heading: string;
  text: string;
}

/**
 * One claim, shown large: the figure (with its qualifier, e.g. "bis zu 80 %")
 * and the heading that continues it. Screen readers hear both as the heading.
 */
export function Highlight({ value, heading, text }: HighlightProps) {
  return (
    <section
      aria-labelledby="highlight-titel"
      className="bg-primary text-primary-foreground"
    >
      <Container className="flex flex-col gap-6 py-14 sm:flex-row sm:items-center sm:gap-10">
        <p
          aria-hidden="true"
          className="text-6xl font-bold tracking-tight sm:text-7xl"
        >
          {value}
        </p>
        <div>
          <h2
            id="highlight-titel"
            className="text-2xl font-bold tracking-tight sm:text-3xl"
          >
            <span className="sr-only">{value} </span>
            {heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-primary-foreground/90">
            {text}
          </p>
        </div>
      </Container>
    </section>
  );
}

import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Container } from "./section";

interface FormColumnsProps {
  heading: string;
  headingId: string;
  form: ReactNode;
  /** What stands beside the form on wide screens, below it on narrow ones. */
  aside: ReactNode;
}

/** A form in a card under its h2, with supporting sections beside it. */
export function FormColumns({
  heading,
  headingId,
  form,
  aside,
}: FormColumnsProps) {
  return (
    <Container className="grid gap-10 py-14 sm:py-16 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby={headingId}>
        <Card layout="roomy">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {heading}
          </h2>
          {form}
        </Card>
      </section>
      <div className="flex flex-col gap-10">{aside}</div>
    </Container>
  );
}

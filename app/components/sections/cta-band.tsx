import { ActionLink } from "~/components/action-link";
import type { CtaCopy } from "~/content/types";
import { Container } from "./section";

/**
 * A closing call to action on the brand colour. On phones the band runs from
 * edge to edge, so its buttons' labels keep to one line.
 */
export function CtaBand({ heading, text, actions }: CtaCopy) {
  return (
    <section
      aria-labelledby="cta-titel"
      // After a plain section the band needs no white space of its own above.
      className="py-16 sm:py-20 [[data-tone=plain]+&]:pt-0"
    >
      <Container>
        <div className="-mx-4 flex flex-col items-start gap-6 bg-linear-to-br from-primary to-primary-strong px-4 py-10 text-primary-foreground shadow-lg sm:mx-0 sm:rounded-2xl sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2
              id="cta-titel"
              className="text-2xl font-bold tracking-tight sm:text-3xl"
            >
              {heading}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-primary-foreground/90">
              {text}
            </p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row md:flex-col lg:flex-row">
            {actions.map((action, index) => (
              <ActionLink
                key={action.label}
                action={action}
                variant={index === 0 ? "cta-lg" : "secondary"}
                size="lg"
              />
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}

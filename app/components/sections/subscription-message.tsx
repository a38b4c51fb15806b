import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "./section";

interface SubscriptionMessageProps {
  heading: string;
  text: string;
  /** The button that confirms or unsubscribes, if the page has one. */
  action?: string;
  next: { label: string; path: string };
}

/**
 * A page of the double opt-in. The confirmation and unsubscribe pages carry
 * a plain HTML form without an action: it posts to the page's own URL, token
 * included, and works without JavaScript. Opening the link changes nothing;
 * only the button does.
 */
export function SubscriptionMessage({
  heading,
  text,
  action,
  next,
}: SubscriptionMessageProps) {
  return (
    <Container className="flex max-w-2xl flex-col items-start gap-5 py-16 sm:py-24">
      <h1
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight text-balance outline-none sm:text-4xl"
      >
        {heading}
      </h1>
      <p className="text-lg leading-relaxed text-muted-foreground">{text}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {action && (
          <form method="post">
            <Button type="submit" size="lg" variant="cta" className="w-full">
              {action}
            </Button>
          </form>
        )}
        <Button asChild size="lg" variant="outline">
          <Link reloadDocument to={next.path}>
            {next.label}
          </Link>
        </Button>
      </div>
    </Container>
  );
}

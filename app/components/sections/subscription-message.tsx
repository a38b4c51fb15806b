import { Fragment } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "./section";

const linkClass =
  "inline-flex min-h-11 items-center font-bold text-primary underline-offset-4 hover:underline";

interface SubscriptionMessageProps {
  heading: string;
  text: string;
  /** Commands for the owner's server: a label and the command, never broken inside. */
  commands?: readonly { label: string; command: string }[];
  /** The button that confirms or unsubscribes, if the page has one. */
  action?: string;
  next: { label: string; path: string };
  /** The company's e-mail and phone, each with its term, shown as links. */
  reachUs?: {
    email: { term: string; address: string };
    phone: { term: string; display: string; href: string };
  };
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
  commands,
  action,
  next,
  reachUs,
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
      {commands && (
        <dl className="grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
          {commands.map(({ label, command }) => (
            <Fragment key={command}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="mb-2 sm:mb-0">
                <code className="rounded bg-muted px-2 py-1 font-mono text-base whitespace-nowrap">
                  {command}
                </code>
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
      {reachUs && (
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 text-lg">
          {[
            [
              reachUs.email.term,
              `mailto:${reachUs.email.address}`,
              reachUs.email.address,
            ],
            [
              reachUs.phone.term,
              `tel:${reachUs.phone.href}`,
              reachUs.phone.display,
            ],
          ].map(([term, href, shown]) => (
            <Fragment key={term}>
              <dt className="text-muted-foreground">{term}</dt>
              <dd>
                <a href={href} className={linkClass}>
                  {shown}
                </a>
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
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

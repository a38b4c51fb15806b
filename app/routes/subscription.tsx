import { Link, type MetaFunction, useLocation } from "react-router";
import { Container } from "~/components/sections/section";
import { Button } from "~/components/ui/button";
import { pathOf } from "~/content/pages";
import {
  type SubscriptionPage as Page,
  subscriptionDescription,
  subscriptionPages,
} from "~/content/subscription";
import { buildMeta } from "~/lib/seo";

const pageAt = (pathname: string): Page =>
  subscriptionPages.find((page) => page.path === pathname.replace(/\/$/, "")) ??
  subscriptionPages[0];

// Typed without the generated route types: the routes exist only in
// delivery builds, which typegen does not see.
export const meta: MetaFunction = ({ location }) =>
  buildMeta({
    title: pageAt(location.pathname).title,
    description: subscriptionDescription,
    noindex: true,
  });

/**
 * The pages of the double opt-in. The confirmation and unsubscribe pages
 * carry a plain HTML form without an action: it posts to the page's own URL,
 * token included, and works without JavaScript. Opening the link changes
 * nothing; only the button does.
 */
export default function SubscriptionPage() {
  const page = pageAt(useLocation().pathname);
  return (
    <Container className="flex max-w-2xl flex-col items-start gap-5 py-16 sm:py-24">
      <h1
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight text-balance outline-none sm:text-4xl"
      >
        {page.heading}
      </h1>
      <p className="text-lg leading-relaxed text-muted-foreground">
        {page.text}
      </p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {"action" in page && (
          <form method="post">
            <Button type="submit" size="lg" variant="cta" className="w-full">
              {page.action}
            </Button>
          </form>
        )}
        <Button asChild size="lg" variant="outline">
          <Link reloadDocument to={pathOf(page.next.to)}>
            {page.next.label}
          </Link>
        </Button>
      </div>
    </Container>
  );
}

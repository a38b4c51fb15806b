import { type MetaFunction, useLocation } from "react-router";
import { SubscriptionMessage } from "~/components/sections/subscription-message";
import { pathOf } from "~/content/pages";
import {
  subscriptionDescription,
  subscriptionPageAt,
} from "~/content/subscription";
import { buildMeta } from "~/site/seo";

// Typed without the generated route types: the routes exist only in
// delivery builds, which typegen does not see.
export const meta: MetaFunction = ({ location }) =>
  buildMeta({
    title: subscriptionPageAt(location.pathname).title,
    description: subscriptionDescription,
    noindex: true,
  });

/** The pages of the double opt-in: one module for all of them, by path. */
export default function SubscriptionPage() {
  const page = subscriptionPageAt(useLocation().pathname);
  return (
    <SubscriptionMessage
      heading={page.heading}
      text={page.text}
      action={page.action}
      next={{ label: page.next.label, path: pathOf(page.next.to) }}
    />
  );
}

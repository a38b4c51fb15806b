import { type MetaFunction, useLocation } from "react-router";
import { SubscriptionMessage } from "~/components/sections/subscription-message";
import { company } from "~/content/company";
import { contact } from "~/content/contact";
import { deliveryPageAt } from "~/content/delivery-pages";
import { pathOf } from "~/content/pages";
import { buildMeta } from "~/site/seo";

// Typed without the generated route types: the routes exist only in
// delivery builds, which typegen does not see.
export const meta: MetaFunction = ({ location }) => {
  const page = deliveryPageAt(location.pathname);
  return buildMeta({
    title: page.title,
    description: page.description,
    noindex: true,
  });
};

/**
 * The pages of delivery builds (double opt-in, results of forms sent
 * without JavaScript): one module for all of them, by path.
 */
export default function DeliveryPage() {
  const page = deliveryPageAt(useLocation().pathname);
  return (
    <SubscriptionMessage
      heading={page.heading}
      text={page.text}
      commands={page.commands}
      action={page.action}
      next={{ label: page.next.label, path: pathOf(page.next.to) }}
      reachUs={
        page.reachUs
          ? {
              email: { term: contact.details.email, address: company.email },
              phone: { term: contact.details.phone, ...company.phone },
            }
          : undefined
      }
    />
  );
}

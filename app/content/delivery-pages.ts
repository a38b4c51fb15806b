import { formResultDescription, formResultPages } from "./form-results.ts";
import { heldReviewDescription, heldReviewPages } from "./held-review.ts";
import type { MessagePage } from "./message-page.ts";
import { spamFeedbackDescription, spamFeedbackPages } from "./spam-feedback.ts";
import { subscriptionDescription, subscriptionPages } from "./subscription.ts";

/**
 * Every page that exists only in builds with real delivery (FORM_DELIVERY=api):
 * the double opt-in, the results of forms sent without JavaScript and the
 * pages behind the held enquiries' overview links and the notices' spam
 * links, each
 * with its meta description. One route module renders them all, by path.
 */
export const deliveryPages: readonly (MessagePage & { description: string })[] =
  [
    ...subscriptionPages.map((page) => ({
      ...page,
      description: subscriptionDescription,
    })),
    ...formResultPages.map((page) => ({
      ...page,
      description: formResultDescription,
    })),
    ...heldReviewPages.map((page) => ({
      ...page,
      description: heldReviewDescription,
    })),
    ...spamFeedbackPages.map((page) => ({
      ...page,
      description: spamFeedbackDescription,
    })),
  ];

/** The delivery page served at a path (a trailing slash allowed); the first for any other. */
export function deliveryPageAt(pathname: string) {
  const path = pathname.replace(/\/$/, "");
  return deliveryPages.find((page) => page.path === path) ?? deliveryPages[0]!;
}

/** The route module that renders all of them. */
export const DELIVERY_PAGE_ROUTE_FILE = "routes/delivery-page.tsx";

import type { FastifyInstance } from "fastify";
import { subscriptionPath } from "../../app/content/subscription.ts";
import type { Store } from "../store/index.ts";
import { type LinkActionGuards, registerLinkActions } from "./link-actions.ts";

/** Pages whose button confirms or cancels a sign-up (a POST to the page itself). */
export const SUBSCRIPTION_ACTIONS = {
  confirm: subscriptionPath("signupConfirm"),
  unsubscribe: subscriptionPath("unsubscribe"),
};
/** Where each action sends the visitor afterwards (303 See Other). */
const SUBSCRIPTION_RESULTS = {
  confirmed: subscriptionPath("signupConfirmed"),
  invalid: subscriptionPath("signupInvalid"),
  unsubscribed: subscriptionPath("unsubscribed"),
};

/**
 * The buttons of the confirmation and unsubscribe pages. Sign-ups are
 * double opt-in: GET requests never change anything, so mail scanners that
 * open links confirm nobody.
 */
export async function registerSubscription(
  app: FastifyInstance,
  {
    store,
    mailer,
    ...guards
  }: LinkActionGuards & {
    store: Store;
    mailer: { flush(): Promise<void> } | undefined;
  },
) {
  await registerLinkActions(app, guards, [
    {
      path: SUBSCRIPTION_ACTIONS.confirm,
      limited: true,
      async act(token) {
        const confirmed = await store.submissions.confirm(token);
        if (confirmed) void mailer?.flush();
        return confirmed
          ? SUBSCRIPTION_RESULTS.confirmed
          : SUBSCRIPTION_RESULTS.invalid;
      },
    },
    // No rate limit: after an update, mail providers post one-click
    // unsubscribes (RFC 8058) from a few server addresses, many a minute,
    // and each must end a subscription. The link's 256-bit token is the
    // protection.
    {
      path: SUBSCRIPTION_ACTIONS.unsubscribe,
      limited: false,
      async act(token) {
        const ended = await store.submissions.unsubscribe(token);
        // A count for the weekly mail: the sign-up is gone, so nothing else says it.
        if (ended) await store.week.tally("unsubscribed");
        // Whether or not the token was known: the address is not stored now.
        return SUBSCRIPTION_RESULTS.unsubscribed;
      },
    },
  ]);
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { subscriptionPath } from "../../app/content/subscription.ts";
import type { Store } from "../store/index.ts";
import type { RateLimits } from "./rate-limits.ts";
import type { RejectCrossSite } from "./same-site.ts";

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

/** The link's token, or "" when there is none or it cannot be one. */
function tokenOf(request: FastifyRequest) {
  const { token } = request.query as { token?: unknown };
  return typeof token === "string" && token.length <= 100 ? token : "";
}

/**
 * The buttons of the confirmation and unsubscribe pages post a plain HTML
 * form; mail programs post "List-Unsubscribe=One-Click" (RFC 8058). Only
 * the link's token counts, so any body is accepted and ignored. Sign-ups are
 * double opt-in: GET requests never change anything, so mail scanners that
 * open links confirm nobody.
 */
export async function registerSubscription(
  app: FastifyInstance,
  {
    store,
    mailer,
    rateLimits,
    rejectCrossSite,
  }: {
    store: Store;
    mailer: { flush(): Promise<void> } | undefined;
    rateLimits: RateLimits;
    rejectCrossSite: RejectCrossSite;
  },
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "*",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post(
      SUBSCRIPTION_ACTIONS.confirm,
      { ...rateLimits.ownCount, onRequest: rejectCrossSite },
      async (request, reply) => {
        const confirmed = await store.submissions.confirm(tokenOf(request));
        if (confirmed) void mailer?.flush();
        return reply.redirect(
          confirmed
            ? SUBSCRIPTION_RESULTS.confirmed
            : SUBSCRIPTION_RESULTS.invalid,
          303,
        );
      },
    );
    // No rate limit: after an update, mail providers post one-click
    // unsubscribes from a few server addresses, many a minute, and each must
    // end a subscription. The link's 256-bit token is the protection.
    scope.post(
      SUBSCRIPTION_ACTIONS.unsubscribe,
      { onRequest: rejectCrossSite },
      async (request, reply) => {
        const ended = await store.submissions.unsubscribe(tokenOf(request));
        // A count for the weekly mail: the sign-up is gone, so nothing else says it.
        if (ended) await store.week.tally("unsubscribed");
        // Whether or not the token was known: the address is not stored now.
        return reply.redirect(SUBSCRIPTION_RESULTS.unsubscribed, 303);
      },
    );
  });
}

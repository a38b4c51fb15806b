import type { FastifyInstance, FastifyRequest } from "fastify";
import { heldReviewPath } from "../../app/content/held-review.ts";
import type { Store } from "../store/index.ts";
import type { RateLimits } from "./rate-limits.ts";
import type { RejectCrossSite } from "./same-site.ts";

/** Pages whose button releases or dismisses a held enquiry (a POST to the page itself). */
export const HELD_REVIEW_ACTIONS = {
  release: heldReviewPath("heldRelease"),
  dismiss: heldReviewPath("heldDismiss"),
};

/** The link's token, or "" when there is none or it cannot be one. */
function tokenOf(request: FastifyRequest) {
  const { token } = request.query as { token?: unknown };
  return typeof token === "string" && token.length <= 100 ? token : "";
}

/**
 * The buttons behind the overview mail's links (issue 46): a held enquiry
 * released (its notice goes out at once) or dismissed (deleted). The link's
 * secret is the enquiry's own, good once and gone with it; GET only shows
 * the page, so a mail scanner that opens the links changes nothing.
 */
export async function registerHeldReview(
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
    // Only the link's token counts: any body is accepted and ignored.
    scope.addContentTypeParser(
      "*",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    for (const action of ["release", "dismiss"] as const)
      scope.post(
        HELD_REVIEW_ACTIONS[action],
        { ...rateLimits.ownCount, onRequest: rejectCrossSite },
        async (request, reply) => {
          const done = await store.held.review(tokenOf(request), action);
          if (done === "released") void mailer?.flush();
          return reply.redirect(
            heldReviewPath(
              done === "released"
                ? "heldReleased"
                : done === "dismissed"
                  ? "heldDismissed"
                  : "heldInvalid",
            ),
            303,
          );
        },
      );
  });
}

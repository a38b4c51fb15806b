import type { FastifyInstance } from "fastify";
import {
  type HeldReviewPageId,
  heldReviewPath,
} from "../../app/content/held-review.ts";
import type { Store } from "../store/index.ts";
import {
  type LinkActionGuards,
  registerLinkActions,
} from "../http/link-actions.ts";

/** Pages whose button releases or dismisses a held enquiry (a POST to the page itself). */
export const HELD_REVIEW_ACTIONS = {
  release: heldReviewPath("heldRelease"),
  dismiss: heldReviewPath("heldDismiss"),
};

/** The page each outcome of a link leads to. */
const PAGE_OF = {
  released: "heldReleased",
  dismissed: "heldDismissed",
  invalid: "heldInvalid",
  expired: "heldExpired",
  "other-action": "heldOtherAction",
} as const satisfies Record<
  Awaited<ReturnType<Store["held"]["review"]>>,
  HeldReviewPageId
>;

/**
 * The buttons behind the overview mail's links (issue 46): a held enquiry
 * released (its notice goes out at once) or dismissed (deleted). Each link
 * has its own token, good once and for 14 days (store/review-links.ts).
 */
export async function registerHeldReview(
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
  await registerLinkActions(
    app,
    guards,
    (["release", "dismiss"] as const).map((action) => ({
      path: HELD_REVIEW_ACTIONS[action],
      limited: true,
      async act(token) {
        const done = await store.held.review(token, action);
        if (done === "released") void mailer?.flush();
        return heldReviewPath(PAGE_OF[done]);
      },
    })),
  );
}

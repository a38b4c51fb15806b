import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RateLimits } from "./rate-limits.ts";
import type { RejectCrossSite } from "./same-site.ts";

/**
 * A button behind a link in a mail (confirm, unsubscribe, release,
 * dismiss): the link opens a page, whose button posts to the page itself.
 * Only the link's token counts.
 */
export interface LinkAction {
  path: string;
  /** Whether the route's own rate limit applies. */
  limited: boolean;
  /** Does what the button says with the link's token; where the visitor goes next (303). */
  act(token: string): Promise<string>;
}

/** What guards every button: the cross-site check, and the rate limit where it applies. */
export interface LinkActionGuards {
  rateLimits: RateLimits;
  rejectCrossSite: RejectCrossSite;
}

/** The link's token, or "" when there is none or it cannot be one. */
function tokenOf(request: FastifyRequest) {
  const { token } = request.query as { token?: unknown };
  return typeof token === "string" && token.length <= 100 ? token : "";
}

/**
 * Registers the buttons' POST routes. Any body is accepted and ignored (a
 * plain HTML form, or a mail program's "List-Unsubscribe=One-Click"); GET
 * only ever shows the page, so a mail scanner that opens links changes
 * nothing.
 */
export async function registerLinkActions(
  app: FastifyInstance,
  { rateLimits, rejectCrossSite }: LinkActionGuards,
  actions: readonly LinkAction[],
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "*",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    for (const { path, limited, act } of actions)
      scope.post(
        path,
        limited
          ? { ...rateLimits.ownCount, onRequest: rejectCrossSite }
          : { onRequest: rejectCrossSite },
        async (request, reply) =>
          reply.redirect(await act(tokenOf(request)), 303),
      );
  });
}

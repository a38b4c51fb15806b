import type { FastifyInstance } from "fastify";
import type { Store } from "../store/index.ts";
import { spamLimits } from "../../app/content/constants.ts";
import { spamDefence } from "../spam/defence.ts";
import { registerChallenge, registerFormApi } from "./form-api.ts";
import { registerFormPages } from "./form-pages.ts";
import { type RateLimit, registerRateLimits } from "./rate-limits.ts";
import { crossSiteCheck } from "./same-site.ts";
import { receivers } from "./submissions.ts";
import { registerHeldReview } from "../held/routes.ts";
import { registerSpamFeedback } from "../spam/routes.ts";
import { registerSubscription } from "./subscription.ts";

export interface ApiOptions {
  store: Store;
  /** Sends queued mails; told after each new submission. */
  mailer?: {
    flush(): Promise<void>;
    /** The lanes the relay stopped (the sender, a quota …), while it lasts. */
    stalls?(): { cause: string; since: number }[];
  };
  /** Submissions per client and window. */
  rateLimit?: RateLimit;
  /** Contact notices per hour before enquiries are held back (NOTICES_PER_HOUR). */
  noticesPerHour?: number;
  /** At most one overview of held enquiries in this many minutes (HELD_OVERVIEW_MINUTES). */
  heldOverviewMinutes?: number;
  /** Confirmation mails asked for per hour; past them a sign-up is refused (SIGNUP_MAILS_PER_HOUR). */
  signupMailsPerHour?: number;
  /** Why the store cannot be used now (the store keeper); undefined while it works. */
  storeProblem?: () => string | undefined;
  /**
   * The site's public address (SITE_URL): only pages of its origin may post.
   * When omitted, the origin the request was made to (protocol and Host,
   * as a trusted proxy forwards them).
   */
  siteUrl?: string;
}

/**
 * Form delivery: the form API (JSON), the same forms as plain posts to
 * their pages, and the buttons that confirm or cancel a sign-up. Every post
 * is same-origin only and rate-limited per client IP, and a submission is
 * stored before the answer.
 */
export async function registerApi(
  app: FastifyInstance,
  {
    store,
    mailer,
    rateLimit = { max: 10, windowMs: 60_000 },
    noticesPerHour = spamLimits.noticesPerHour,
    heldOverviewMinutes = 60,
    signupMailsPerHour,
    siteUrl,
  }: ApiOptions,
  /** Tells the owner what was refused and why (a post from another origin). */
  warn: (message: string) => void,
) {
  const rejectCrossSite = crossSiteCheck(
    siteUrl === undefined ? undefined : new URL(siteUrl).origin,
    warn,
  );
  const rateLimits = await registerRateLimits(app, store, rateLimit);
  // JSON only: without this, Fastify would also accept text/plain bodies.
  app.removeContentTypeParser("text/plain");
  const spam = spamDefence(store, { ...spamLimits, noticesPerHour });
  const receive = receivers(store, mailer, spam, {
    heldOverviewMinutes,
    signupMailsPerHour,
  });
  registerFormApi(app, { receive, rateLimits, rejectCrossSite });
  registerChallenge(app, spam, rateLimits);
  await registerFormPages(app, { receive, rateLimits, rejectCrossSite });
  await registerSubscription(app, {
    store,
    mailer,
    rateLimits,
    rejectCrossSite,
  });
  await registerHeldReview(app, { store, mailer, rateLimits, rejectCrossSite });
  await registerSpamFeedback(app, { store, rateLimits, rejectCrossSite });
  return { formTime: (ip: string) => spam.pageFormTime(ip) };
}

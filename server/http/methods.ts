import type { FastifyReply, FastifyRequest } from "fastify";
import { CHALLENGE_PATH } from "../../app/lib/submission.ts";
import { FORM_PAGE_ACTIONS } from "./form-pages.ts";
import { HELD_REVIEW_ACTIONS } from "../held/routes.ts";
import { SPAM_FEEDBACK_ACTIONS } from "../spam/routes.ts";
import { API_PREFIX } from "./security-headers.ts";
import { SUBSCRIPTION_ACTIONS } from "./subscription.ts";

/** POST targets of the form API besides /api/*: pages whose form posts to them. */
const FORM_ACTIONS = new Set<string>([
  ...Object.values(SUBSCRIPTION_ACTIONS),
  ...Object.values(FORM_PAGE_ACTIONS),
  ...Object.values(HELD_REVIEW_ACTIONS),
  ...Object.values(SPAM_FEEDBACK_ACTIONS),
]);
const READ_METHODS = new Set(["GET", "HEAD"]);

/**
 * Which methods a path takes: the form API only POST, every other path is
 * read (GET, HEAD), and with delivery on, the form, confirmation,
 * unsubscribe and held-enquiry pages take their button's post too. Anything else is answered
 * 405 with the methods allowed.
 */
export function checkMethod(
  request: FastifyRequest,
  reply: FastifyReply,
  delivery: boolean,
) {
  const pathname = request.url.split("?")[0] ?? "";
  // The contact form's task is read (GET); everything else under /api/ takes posts.
  const isApi =
    delivery && pathname.startsWith(API_PREFIX) && pathname !== CHALLENGE_PATH;
  const isFormPage = delivery && FORM_ACTIONS.has(pathname.replace(/\/$/, ""));
  if (
    isApi
      ? request.method === "POST"
      : READ_METHODS.has(request.method) ||
        (isFormPage && request.method === "POST")
  )
    return;
  return reply
    .code(405)
    .header("Allow", isApi ? "POST" : "GET, HEAD")
    .send({
      error: isApi
        ? "Diese Adresse nimmt nur Formulardaten entgegen (POST)."
        : "Diese Adresse kann nur gelesen werden (GET oder HEAD).",
    });
}

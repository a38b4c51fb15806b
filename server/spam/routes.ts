import type { FastifyInstance } from "fastify";
import {
  type SpamFeedbackPageId,
  spamFeedbackPath,
} from "../../app/content/spam-feedback.ts";
import {
  type LinkActionGuards,
  registerLinkActions,
} from "../http/link-actions.ts";
import type { Store } from "../store/index.ts";
import {
  FEEDBACK_SECRET,
  type Lesson,
  feedbackIdOf,
  lessonOf,
} from "./feedback-links.ts";
import { featuresOf } from "./learned.ts";

/** Pages whose button teaches the spam defence (a POST to the page itself). */
export const SPAM_FEEDBACK_ACTIONS = {
  spam: spamFeedbackPath("spamYes"),
  "not-spam": spamFeedbackPath("spamNo"),
} as const satisfies Record<Lesson, string>;

/** Teaches what a link's token says, when it is that lesson's and its enquiry is still kept; the page to show. */
async function learn(
  store: Pick<Store, "secrets" | "spamLessons">,
  token: string,
  lesson: Lesson,
): Promise<SpamFeedbackPageId> {
  const id = feedbackIdOf(token);
  const contact =
    id === undefined ? undefined : await store.spamLessons.enquiryOf(id);
  if (!contact) return "spamInvalid";
  const secret = await store.secrets.lasting(FEEDBACK_SECRET);
  if (lessonOf(token, secret, contact) !== lesson) return "spamInvalid";
  const done = await store.spamLessons.teach(
    contact.id,
    lesson === "spam",
    featuresOf,
  );
  if (done === "gone") return "spamInvalid";
  return lesson === "spam" ? "spamLearned" : "spamUnlearned";
}

/**
 * The buttons behind a notice's link (issue 55): "Das ist Spam" or "Das ist
 * kein Spam" teaches the defence (spam/store.ts); the enquiry
 * itself stays as it is.
 */
export async function registerSpamFeedback(
  app: FastifyInstance,
  { store, ...guards }: LinkActionGuards & { store: Store },
) {
  await registerLinkActions(
    app,
    guards,
    (["spam", "not-spam"] as const).map((lesson) => ({
      path: SPAM_FEEDBACK_ACTIONS[lesson],
      limited: true,
      act: async (token) => spamFeedbackPath(await learn(store, token, lesson)),
    })),
  );
}

import {
  type MessagePage,
  messagePagePath,
  toHomePage,
} from "./message-page.ts";

/**
 * The pages behind the link in each notice of an enquiry (issue 55): "Das
 * ist Spam", or, in a notice the website marked, "Das ist kein Spam". Each
 * link opens a page whose button teaches the spam defence, as mail scanners
 * open links; then one of the results. For the company's staff, in delivery
 * builds only; not indexed.
 */
export const spamFeedbackPages = [
  {
    id: "spamYes",
    path: "/anfrage/spam",
    title: "Als Spam melden",
    heading: "Diese Anfrage ist Spam",
    text: "Die Website lernt daraus: Anfragen, die dieser ähneln, markiert sie künftig eher für Ihren Spamfilter. Zurückgehalten wird deshalb keine; jede kommt weiter sofort bei Ihnen an. Gelernt werden nur Zählungen von Wortmerkmalen, nicht der Text.",
    action: "Als Spam melden",
    next: toHomePage,
  },
  {
    id: "spamNo",
    path: "/anfrage/kein-spam",
    title: "Als echte Anfrage melden",
    heading: "Diese Anfrage ist kein Spam",
    text: "Die Website lernt daraus: Anfragen, die dieser ähneln, markiert sie künftig seltener. Was sie an Werbung in einer Anfrage erkennt, markiert sie weiterhin.",
    action: "Als echte Anfrage melden",
    next: toHomePage,
  },
  {
    id: "spamLearned",
    path: "/anfrage/spam-gelernt",
    title: "Als Spam gelernt",
    heading: "Gelernt: Das war Spam",
    text: "Anfragen, die dieser ähneln, kommen künftig eher markiert an. Löschen Sie die Meldung einfach. War es ein Versehen, öffnen Sie den Link „Das ist kein Spam“ einer späteren, markierten Meldung.",
    next: toHomePage,
  },
  {
    id: "spamUnlearned",
    path: "/anfrage/kein-spam-gelernt",
    title: "Als echte Anfrage gelernt",
    heading: "Gelernt: Das war eine echte Anfrage",
    text: "Anfragen, die dieser ähneln, markiert die Website künftig seltener. Antworten Sie der anfragenden Person wie gewohnt.",
    next: toHomePage,
  },
  {
    id: "spamInvalid",
    path: "/anfrage/spam-link-ungueltig",
    title: "Link nicht mehr gültig",
    heading: "Dieser Link ist nicht mehr gültig",
    text: "Die Anfrage ist gelöscht (nach der Frist der Datenschutzerklärung oder von Hand), oder der Link ist nicht vollständig. Es wurde nichts gelernt.",
    next: toHomePage,
  },
] as const satisfies readonly MessagePage[];

export type SpamFeedbackPageId = (typeof spamFeedbackPages)[number]["id"];

/** Path of a page behind a notice's spam link, by id. */
export const spamFeedbackPath = (id: SpamFeedbackPageId) =>
  messagePagePath(spamFeedbackPages, id);

/** The description of every one of them (they are not indexed). */
export const spamFeedbackDescription =
  "Der Website sagen, ob eine Kontaktanfrage Spam war.";

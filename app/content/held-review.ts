import {
  type MessagePage,
  messagePagePath,
  toHomePage,
} from "./message-page.ts";

/**
 * The pages behind the links of the overview mail of held enquiries (issue
 * 46): each link opens a page whose button does the change, as mail
 * scanners open links; then one of the results. For the company's staff, in
 * delivery builds only; not indexed.
 */
export const heldReviewPages = [
  {
    id: "heldRelease",
    path: "/anfrage/freigeben",
    title: "Anfrage freigeben",
    heading: "Zurückgehaltene Anfrage freigeben",
    text: "Die Website hat diese Kontaktanfrage zurückgehalten. Geben Sie sie frei, geht die Meldung mit der ganzen Anfrage sofort an Ihr Postfach, wie bei jeder anderen Anfrage.",
    action: "Anfrage freigeben",
    next: toHomePage,
  },
  {
    id: "heldDismiss",
    path: "/anfrage/loeschen",
    title: "Anfrage löschen",
    heading: "Zurückgehaltene Anfrage löschen",
    text: "Die Anfrage wird endgültig gelöscht, und es geht keine Meldung an Sie. Ist sie doch echt, geben Sie sie stattdessen über den anderen Link in der Übersicht frei.",
    action: "Anfrage löschen",
    next: toHomePage,
  },
  {
    id: "heldReleased",
    path: "/anfrage/freigegeben",
    title: "Anfrage freigegeben",
    heading: "Die Anfrage ist freigegeben",
    text: "Die Meldung ist unterwegs an Ihr Postfach. Antworten Sie der anfragenden Person wie gewohnt.",
    next: toHomePage,
  },
  {
    id: "heldDismissed",
    path: "/anfrage/geloescht",
    title: "Anfrage gelöscht",
    heading: "Die Anfrage ist gelöscht",
    text: "Sie ist nicht mehr gespeichert. Löschen Sie bitte auch die Übersicht, in der sie stand, sobald Sie sie nicht mehr brauchen.",
    next: toHomePage,
  },
  {
    id: "heldInvalid",
    path: "/anfrage/ungueltig",
    title: "Link nicht mehr gültig",
    heading: "Dieser Link ist nicht mehr gültig",
    text: "Die Anfrage wurde schon freigegeben oder gelöscht, über einen Link der Übersicht oder von Hand, oder sie ist nach der Frist der Datenschutzerklärung gelöscht. Jeder Link wirkt nur einmal.",
    next: toHomePage,
  },
] as const satisfies readonly MessagePage[];

export type HeldReviewPageId = (typeof heldReviewPages)[number]["id"];

/** Path of a page behind the overview's links, by id. */
export const heldReviewPath = (id: HeldReviewPageId) =>
  messagePagePath(heldReviewPages, id);

/** The description of every one of them (they are not indexed). */
export const heldReviewDescription =
  "Eine zurückgehaltene Kontaktanfrage freigeben oder löschen.";

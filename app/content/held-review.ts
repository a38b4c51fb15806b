import {
  type MessagePage,
  messagePagePath,
  toHomePage,
} from "./message-page.ts";

/** How many days an overview's links work (issue 52): a forwarded or leaked overview stops acting. */
export const heldLinkDays = 14;

/** Where the owner releases or deletes a held enquiry when a link no longer does. */
const onTheServer = {
  text: "Auf dem Server geht es auch ohne Link; ID ist die Nummer hinter „#“ in der Übersicht:",
  commands: [
    { label: "Freigeben", command: "npm run inbox -- release ID" },
    { label: "Löschen", command: "npm run inbox -- dismiss ID" },
    { label: "Alle Anfragen zeigen", command: "npm run inbox -- list" },
  ],
};

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
    id: "heldExpired",
    path: "/anfrage/abgelaufen",
    title: "Link abgelaufen",
    heading: "Dieser Link ist abgelaufen",
    text: `Die Links einer Übersicht wirken ${heldLinkDays}\u00a0Tage lang. Es wurde nichts verändert: Die Anfrage ist weiterhin zurückgehalten, bis sie nach der Frist der Datenschutzerklärung gelöscht wird. ${onTheServer.text}`,
    commands: onTheServer.commands,
    next: toHomePage,
  },
  {
    id: "heldOtherAction",
    path: "/anfrage/falscher-link",
    title: "Link für eine andere Aktion",
    heading: "Dieser Link ist für die andere Aktion",
    text: `Jede Anfrage hat in der Übersicht einen Link zum Freigeben und einen zum Löschen, und jeder wirkt nur auf seiner eigenen Seite. Es wurde nichts verändert. Öffnen Sie den passenden Link aus der Übersicht. ${onTheServer.text}`,
    commands: onTheServer.commands,
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

/** Shown when rendering fails (root error boundary). */
export const errorPage = {
  title: "Fehler",
  heading: "Da ist etwas schiefgelaufen",
  text: "Beim Laden der Seite ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.",
  homeLink: "Zurück zur Startseite",
} as const;

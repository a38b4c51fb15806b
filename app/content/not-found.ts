export const notFound = {
  title: "Seite nicht gefunden",
  description:
    "Die angeforderte Seite gibt es nicht. Über die Startseite finden Sie alle Produkte und Informationen.",
  code: "404",
  /** Fixed by the specification, in English. */
  heading: "Oops! Page not found",
  text: "Die angeforderte Seite gibt es leider nicht oder nicht mehr.",
  homeLink: "Zurück zur Startseite",
  /** Prefix of the console message that names the unknown path. */
  logMessage: "404 Error: User attempted to access non-existent route:",
} as const;

import { type CheckLine, weekMail } from "../../app/content/week-mail.ts";
import type { Check, WeekFigures } from "./shape.ts";

/* The figures as the copy's lines and rows: one source for the text and the HTML. */

/** Each check as the owner reads it, in the order the figures list them. */
export function checkLines(checks: readonly Check[]): CheckLine[] {
  const copy = weekMail.checks;
  return checks.map((check) => {
    switch (check.kind) {
      case "mail-lanes":
        return copy.mailLanes(check.stopped, check.waiting);
      case "given-up":
        return copy.givenUp(check.total, check.toTheCompany);
      case "held":
        return copy.held(check.waiting, check.oldestDays);
      case "queue":
        return copy.queue(check.ok, check.queued, check.oldestHours);
      case "backup":
        return copy.backup(check.ok, check.engine, check.dir, check.ageDays);
      case "disk":
        return copy.disk(check.folders, check.ok);
      case "visitor-figures":
        return copy.visitorFigures(
          check.logDir,
          check.missingDays,
          check.unreadable,
        );
    }
  });
}

/** The rows of the "Anfragen und Anmeldungen" part. */
export const enquiryRows = (figures: WeekFigures) =>
  weekMail.enquiryRows({
    ...figures.enquiries,
    signups: figures.signups.taken,
    confirmed: figures.signups.confirmed,
    ended: figures.signups.ended,
    refused: figures.signups.refused,
    refusedUnproven: figures.signups.refusedUnproven,
    subscribers: figures.signups.subscribers,
    ...figures.mail,
  });

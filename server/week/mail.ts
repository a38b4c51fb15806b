import {
  type CheckLine,
  count,
  dayLabel,
  weekMail,
  weekdayLabel,
} from "../../app/content/week-mail.ts";
import { visitorText } from "../../app/lib/visitor-text.ts";
// Node compiles the HTML's TSX once this is imported (decision 066).
import "../tsx.ts";
import type { Ranked, WeekFigures } from "./shape.ts";
import { checkLines, enquiryRows } from "./rows.ts";

/*
 * The weekly mail, composed: a subject, a plain text written out, and HTML
 * in the site's mail look (mail-html.tsx).
 */

export interface ComposedWeek {
  subject: string;
  text: string;
  html: string;
}

/** The weekly mail for gathered figures. */
export async function composeWeek(figures: WeekFigures): Promise<ComposedWeek> {
  const lines = checkLines(figures.checks);
  const needs = lines.filter((line) => !line.ok).length;
  const subject = weekMail.subject(
    figures.week.days,
    figures.visits.visitors,
    figures.enquiries.taken,
    needs,
  );
  const { weekHtml } = await import("./mail-html.tsx");
  const html = await weekHtml(figures, lines, subject);
  return { subject, text: weekText(figures, lines), html };
}

/** The plain-text part: the same as the HTML, in lines. */
function weekText(figures: WeekFigures, lines: CheckLine[]): string {
  const { headings } = weekMail;
  const needs = lines.filter((line) => !line.ok).length;
  const ranked = (items: Ranked[], none: string) =>
    items.length === 0
      ? [none]
      : // A name comes from the access log (a path, a referrer): visitor text.
        items.map(
          (item) =>
            `${count(item.count).padStart(6)}  ${visitorText(item.name)}`,
        );
  return [
    weekMail.greeting,
    "",
    weekMail.intro(figures.week.days),
    needs === 0 ? weekMail.allWell : weekMail.needsHand(needs),
    "",
    `${headings.glance}: ${count(figures.visits.visitors)} ${weekMail.tiles.visitors}, ${count(figures.visits.pageViews)} ${weekMail.tiles.pageViews}, ${count(figures.enquiries.taken)} ${weekMail.tiles.enquiries}, ${count(figures.signups.confirmed)} ${weekMail.tiles.confirmed}`,
    "",
    `${headings.perDay}:`,
    ...figures.visits.days.map(
      (day) =>
        `  ${dayLabel(day.day)}  ${day.visitors === undefined ? weekMail.noFigures : `${count(day.visitors).padStart(5)} (${count(day.pageViews ?? 0)} ${weekMail.tiles.pageViews})`}`,
    ),
    "",
    `${headings.pages}:`,
    ...ranked(figures.visits.pages, weekMail.nothingListed),
    "",
    `${headings.referrers}:`,
    ...ranked(figures.visits.referrers, weekMail.noReferrers),
    "",
    `${headings.enquiriesPerDay}: ${figures.week.days.map((day, index) => `${weekdayLabel(day)} ${count(figures.enquiries.perDay[index] ?? 0)}`).join(" · ")}`,
    "",
    `${headings.enquiries}:`,
    ...enquiryRows(figures).map(
      (row) =>
        `${count(row.value).padStart(6)}  ${row.part ? "  " : ""}${row.label}`,
    ),
    "",
    `${headings.house}:`,
    ...lines.flatMap((line) => [
      `${line.ok ? "[ok]" : "[!] "} ${line.text}`,
      ...(line.look
        ? [`     ${weekMail.lookLabel} ${line.look.join(" · ")}`]
        : []),
    ]),
    "",
    "\u2013\u2013",
    weekMail.closing,
    `${weekMail.sendNow.label} ${weekMail.sendNow.command}`,
  ].join("\n");
}

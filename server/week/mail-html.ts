import { Text } from "@react-email/text";
import { type CSSProperties, type ReactNode, createElement as h } from "react";
import {
  type CheckLine,
  count,
  dayLabel,
  weekMail,
  weekdayLabel,
} from "../../app/content/week-mail.ts";
import { cssToken } from "../../app/lib/css-tokens.ts";
import { readDesignTokens } from "../../app/lib/design-tokens.ts";
import { visitorText } from "../../app/lib/visitor-text.ts";
import {
  MailFrame,
  mailColors,
  mailSmall as small,
  mailText,
} from "../mail/layout.ts";
import type { Ranked, WeekFigures } from "./shape.ts";
import { enquiryRows } from "./rows.ts";

/*
 * The weekly mail's HTML in the site's mail look (server/mail/layout.ts's
 * colours and type, the frame of its mails), with bars drawn by table cells
 * where a glance says more than a number. No image, no web font, no link to
 * anywhere: nothing is fetched when it opens.
 */

/** The colours the site's mails do not need elsewhere, from app/app.css as well. */
const tokens = readDesignTokens();
const colors = {
  ...mailColors,
  track: cssToken(tokens, "color-secondary"),
  needs: cssToken(tokens, "color-destructive"),
  code: cssToken(tokens, "color-accent"),
  codeText: cssToken(tokens, "color-accent-foreground"),
};

const monospace = 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace';

const heading = (text: string) =>
  h(
    Text,
    {
      style: {
        color: colors.foreground,
        fontSize: "17px",
        fontWeight: 700,
        lineHeight: "1.4",
        margin: "28px 0 10px",
      },
    },
    text,
  );

/** A table that is only layout (screen readers read its cells as text). */
const layoutTable = (style: CSSProperties, ...rows: ReactNode[]) =>
  h(
    "table",
    {
      role: "presentation",
      width: "100%",
      cellPadding: 0,
      cellSpacing: 0,
      border: 0,
      style: { borderCollapse: "collapse", width: "100%", ...style },
    },
    h("tbody", null, ...rows),
  );

/**
 * A bar: a filled cell as wide as `value` is of `max`, on a light track.
 * Cells, not images: every mail program draws them, none fetches anything.
 */
function bar(value: number, max: number) {
  const share = max > 0 ? Math.round((value / max) * 100) : 0;
  const cell = (width: number, background: string) =>
    h("td", {
      width: `${width}%`,
      style: {
        width: `${width}%`,
        height: "10px",
        backgroundColor: background,
        borderRadius: "5px",
        fontSize: 0,
        lineHeight: 0,
      },
    });
  return layoutTable(
    { tableLayout: "fixed" },
    h(
      "tr",
      null,
      share > 0 ? cell(share, colors.primary) : null,
      share < 100 ? cell(100 - share, colors.track) : null,
    ),
  );
}

const cellText: CSSProperties = {
  color: colors.foreground,
  fontSize: "14px",
  lineHeight: "1.4",
  padding: "4px 0",
  verticalAlign: "middle",
};

/** Visitors per day: the day, its bar, its count. */
function perDay(figures: WeekFigures) {
  const max = Math.max(
    0,
    ...figures.visits.days.map((day) => day.visitors ?? 0),
  );
  return layoutTable(
    {},
    ...figures.visits.days.map((day) =>
      h(
        "tr",
        { key: day.day },
        h(
          "td",
          { style: { ...cellText, width: "72px", whiteSpace: "nowrap" } },
          dayLabel(day.day),
        ),
        h(
          "td",
          { style: { ...cellText, padding: "4px 10px" } },
          day.visitors === undefined ? null : bar(day.visitors, max),
        ),
        h(
          "td",
          {
            style: {
              ...cellText,
              width: "64px",
              textAlign: "right",
              whiteSpace: "nowrap",
              color:
                day.visitors === undefined ? colors.muted : colors.foreground,
            },
          },
          day.visitors === undefined ? weekMail.noFigures : count(day.visitors),
        ),
      ),
    ),
  );
}

/** How tall the highest column of the enquiries per day is drawn. */
const COLUMN_PX = 56;

/**
 * Enquiries per day as columns: the count on top, a column as tall as its
 * share of the busiest day, the weekday below. Seven narrow cells fit a phone.
 */
function enquiriesPerDay(figures: WeekFigures) {
  const { perDay } = figures.enquiries;
  const max = Math.max(0, ...perDay);
  const column = (value: number) => {
    const height = max > 0 ? Math.round((value / max) * COLUMN_PX) : 0;
    return layoutTable(
      {},
      h(
        "tr",
        null,
        h("td", {
          height: COLUMN_PX - height,
          style: {
            height: `${COLUMN_PX - height}px`,
            fontSize: 0,
            lineHeight: 0,
          },
        }),
      ),
      h(
        "tr",
        null,
        h("td", {
          height: Math.max(height, 3),
          style: {
            height: `${Math.max(height, 3)}px`,
            backgroundColor: value > 0 ? colors.primary : colors.track,
            borderRadius: "4px 4px 0 0",
            fontSize: 0,
            lineHeight: 0,
          },
        }),
      ),
    );
  };
  const cells = (
    render: (day: string, index: number) => ReactNode,
    style: CSSProperties = {},
  ) =>
    figures.week.days.map((day, index) =>
      h(
        "td",
        {
          key: day,
          width: "14%",
          style: {
            ...cellText,
            width: "14%",
            padding: "2px 4px",
            textAlign: "center",
            ...style,
          },
        },
        render(day, index),
      ),
    );
  return layoutTable(
    { tableLayout: "fixed", margin: "0 0 16px" },
    h(
      "tr",
      null,
      ...cells((_day, index) => count(perDay[index] ?? 0), { fontWeight: 700 }),
    ),
    h(
      "tr",
      null,
      ...cells((_day, index) => column(perDay[index] ?? 0), {
        verticalAlign: "bottom",
      }),
    ),
    h(
      "tr",
      null,
      ...cells((day) => weekdayLabel(day), {
        color: colors.muted,
        fontSize: "13px",
      }),
    ),
  );
}

/** A top list: each name with its count above a bar (long paths wrap on a phone). */
function rankedBars(items: Ranked[], none: string) {
  if (items.length === 0)
    return h(Text, { style: { ...mailText, color: colors.muted } }, none);
  const max = items[0]!.count;
  return layoutTable(
    {},
    ...items.flatMap((item) => [
      h(
        "tr",
        { key: `${item.name}-label` },
        h(
          "td",
          {
            style: {
              ...cellText,
              padding: "6px 0 2px",
              wordBreak: "break-word",
            },
          },
          // From the access log (a path, a referrer): visitor text.
          visitorText(item.name),
        ),
        h(
          "td",
          {
            style: {
              ...cellText,
              padding: "6px 0 2px 10px",
              width: "56px",
              textAlign: "right",
              whiteSpace: "nowrap",
              fontWeight: 700,
            },
          },
          count(item.count),
        ),
      ),
      h(
        "tr",
        { key: `${item.name}-bar` },
        h(
          "td",
          { colSpan: 2, style: { padding: "0 0 4px" } },
          bar(item.count, max),
        ),
      ),
    ]),
  );
}

/** The four figures of the week, two by two. */
function tiles(figures: WeekFigures) {
  const tile = (value: number, label: string) =>
    h(
      "td",
      {
        width: "50%",
        style: {
          width: "50%",
          padding: "12px",
          backgroundColor: colors.background,
          border: `4px solid ${colors.card}`,
          borderRadius: "12px",
          verticalAlign: "top",
        },
      },
      h(
        "div",
        {
          style: {
            color: colors.primary,
            fontSize: "26px",
            fontWeight: 700,
            lineHeight: "1.2",
          },
        },
        count(value),
      ),
      h(
        "div",
        { style: { color: colors.muted, fontSize: "13px", lineHeight: "1.4" } },
        label,
      ),
    );
  const { visits, enquiries, signups } = figures;
  return layoutTable(
    {},
    h(
      "tr",
      null,
      tile(visits.visitors, weekMail.tiles.visitors),
      tile(visits.pageViews, weekMail.tiles.pageViews),
    ),
    h(
      "tr",
      null,
      tile(enquiries.taken, weekMail.tiles.enquiries),
      tile(signups.confirmed, weekMail.tiles.confirmed),
    ),
  );
}

/** A command or setting, set as code; it wraps as a whole where it can. */
const chip = (text: string) =>
  h(
    "code",
    {
      key: text,
      style: {
        display: "inline-block",
        maxWidth: "100%",
        margin: "2px 4px 2px 0",
        fontFamily: monospace,
        fontSize: "13px",
        lineHeight: "1.5",
        backgroundColor: colors.code,
        color: colors.codeText,
        borderRadius: "4px",
        padding: "0 5px",
        wordBreak: "break-word",
      },
    },
    text,
  );

/** The week's enquiries, sign-ups and mails: a label and its count per row. */
function enquiryTable(figures: WeekFigures) {
  return layoutTable(
    {},
    ...enquiryRows(figures).map((row) =>
      h(
        "tr",
        { key: row.label },
        h(
          "td",
          {
            style: {
              ...cellText,
              borderBottom: `1px solid ${colors.border}`,
              padding: row.part ? "6px 0 6px 16px" : "6px 0",
              color: row.part ? colors.muted : colors.foreground,
            },
          },
          row.label,
        ),
        h(
          "td",
          {
            style: {
              ...cellText,
              borderBottom: `1px solid ${colors.border}`,
              width: "64px",
              textAlign: "right",
              fontWeight: row.part ? 400 : 700,
              color: row.part ? colors.muted : colors.foreground,
            },
          },
          count(row.value),
        ),
      ),
    ),
  );
}

/** The house's checks: a coloured edge and a word say fine or needs a hand. */
function checks(lines: CheckLine[]) {
  return layoutTable(
    {},
    ...lines.map((line, index) =>
      h(
        "tr",
        { key: index },
        h(
          "td",
          { style: { padding: "0 0 10px" } },
          h(
            "div",
            {
              style: {
                ...cellText,
                borderLeft: `4px solid ${line.ok ? colors.primary : colors.needs}`,
                padding: "2px 0 2px 12px",
              },
            },
            h(
              "div",
              {
                style: {
                  color: line.ok ? colors.primary : colors.needs,
                  fontSize: "12px",
                  fontWeight: 700,
                  letterSpacing: "0.02em",
                  textTransform: "uppercase",
                },
              },
              line.ok ? weekMail.marks.ok : weekMail.marks.needs,
            ),
            h("div", null, line.text),
            line.look
              ? h(
                  "div",
                  {
                    style: {
                      marginTop: "4px",
                      color: colors.muted,
                      fontSize: "13px",
                    },
                  },
                  `${weekMail.lookLabel} `,
                  ...line.look.map((look) => chip(look)),
                )
              : null,
          ),
        ),
      ),
    ),
  );
}

/** The site's mail frame: the brand, the content, and why the mail comes. */
function frame(subject: string, preview: string, ...content: ReactNode[]) {
  return MailFrame({
    title: subject,
    preview,
    footer: [
      h(Text, { style: small }, weekMail.closing),
      h(
        Text,
        { style: small },
        `${weekMail.sendNow.label} `,
        chip(weekMail.sendNow.command),
      ),
    ],
    content,
  });
}

/** The HTML part: the week in the site's mail frame. */
export function weekHtml(
  figures: WeekFigures,
  lines: CheckLine[],
  subject: string,
) {
  const { headings } = weekMail;
  const needs = lines.filter((line) => !line.ok).length;
  const summary = needs === 0 ? weekMail.allWell : weekMail.needsHand(needs);
  return frame(
    subject,
    summary,
    h(Text, { style: mailText }, weekMail.greeting),
    h(Text, { style: mailText }, weekMail.intro(figures.week.days)),
    h(
      Text,
      {
        style: {
          ...mailText,
          fontWeight: 700,
          color: needs === 0 ? colors.primary : colors.needs,
        },
      },
      summary,
    ),
    heading(headings.glance),
    tiles(figures),
    heading(headings.perDay),
    perDay(figures),
    h(Text, { style: { ...small, margin: "8px 0 0" } }, weekMail.perDayNote),
    heading(headings.pages),
    rankedBars(figures.visits.pages, weekMail.nothingListed),
    heading(headings.referrers),
    rankedBars(figures.visits.referrers, weekMail.noReferrers),
    heading(headings.enquiries),
    h(
      Text,
      { style: { ...small, margin: "0 0 6px" } },
      headings.enquiriesPerDay,
    ),
    enquiriesPerDay(figures),
    enquiryTable(figures),
    heading(headings.house),
    checks(lines),
  );
}

import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
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
  renderMail,
} from "../mail/layout.tsx";
import type { Ranked, WeekFigures } from "./shape.ts";
import { enquiryRows } from "./rows.ts";

/*
 * The weekly mail's HTML in the site's mail look (server/mail/layout.tsx's
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

function Heading({ children }: { children: string }) {
  return (
    <Text
      style={{
        color: colors.foreground,
        fontSize: "17px",
        fontWeight: 700,
        lineHeight: "1.4",
        margin: "28px 0 10px",
      }}
    >
      {children}
    </Text>
  );
}

/** A table that is only layout (screen readers read its cells as text). */
function LayoutTable({
  style,
  children,
}: {
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ borderCollapse: "collapse", width: "100%", ...style }}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/** A cell of a bar: as wide as its share, in its colour. */
function BarCell({ width, background }: { width: number; background: string }) {
  return (
    <td
      width={`${width}%`}
      style={{
        width: `${width}%`,
        height: "10px",
        backgroundColor: background,
        borderRadius: "5px",
        fontSize: 0,
        lineHeight: 0,
      }}
    />
  );
}

/**
 * A bar: a filled cell as wide as `value` is of `max`, on a light track.
 * Cells, not images: every mail program draws them, none fetches anything.
 */
function Bar({ value, max }: { value: number; max: number }) {
  const share = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <LayoutTable style={{ tableLayout: "fixed" }}>
      <tr>
        {share > 0 ? (
          <BarCell width={share} background={colors.primary} />
        ) : null}
        {share < 100 ? (
          <BarCell width={100 - share} background={colors.track} />
        ) : null}
      </tr>
    </LayoutTable>
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
function PerDay({ figures }: { figures: WeekFigures }) {
  const max = Math.max(
    0,
    ...figures.visits.days.map((day) => day.visitors ?? 0),
  );
  return (
    <LayoutTable>
      {figures.visits.days.map((day) => (
        <tr key={day.day}>
          <td style={{ ...cellText, width: "72px", whiteSpace: "nowrap" }}>
            {dayLabel(day.day)}
          </td>
          <td style={{ ...cellText, padding: "4px 10px" }}>
            {day.visitors === undefined ? null : (
              <Bar value={day.visitors} max={max} />
            )}
          </td>
          <td
            style={{
              ...cellText,
              width: "64px",
              textAlign: "right",
              whiteSpace: "nowrap",
              color:
                day.visitors === undefined ? colors.muted : colors.foreground,
            }}
          >
            {day.visitors === undefined
              ? weekMail.noFigures
              : count(day.visitors)}
          </td>
        </tr>
      ))}
    </LayoutTable>
  );
}

/** How tall the highest column of the enquiries per day is drawn. */
const COLUMN_PX = 56;

/** A day's column: as tall as its share of the busiest day, on a gap above. */
function Column({ value, max }: { value: number; max: number }) {
  const height = max > 0 ? Math.round((value / max) * COLUMN_PX) : 0;
  return (
    <LayoutTable>
      <tr>
        <td
          height={COLUMN_PX - height}
          style={{
            height: `${COLUMN_PX - height}px`,
            fontSize: 0,
            lineHeight: 0,
          }}
        />
      </tr>
      <tr>
        <td
          height={Math.max(height, 3)}
          style={{
            height: `${Math.max(height, 3)}px`,
            backgroundColor: value > 0 ? colors.primary : colors.track,
            borderRadius: "4px 4px 0 0",
            fontSize: 0,
            lineHeight: 0,
          }}
        />
      </tr>
    </LayoutTable>
  );
}

/**
 * Enquiries per day as columns: the count on top, a column as tall as its
 * share of the busiest day, the weekday below. Seven narrow cells fit a phone.
 */
function EnquiriesPerDay({ figures }: { figures: WeekFigures }) {
  const { perDay } = figures.enquiries;
  const max = Math.max(0, ...perDay);
  const cells = (
    render: (day: string, index: number) => ReactNode,
    style: CSSProperties = {},
  ) =>
    figures.week.days.map((day, index) => (
      <td
        key={day}
        width="14%"
        style={{
          ...cellText,
          width: "14%",
          padding: "2px 4px",
          textAlign: "center",
          ...style,
        }}
      >
        {render(day, index)}
      </td>
    ));
  return (
    <LayoutTable style={{ tableLayout: "fixed", margin: "0 0 16px" }}>
      <tr>
        {cells((_day, index) => count(perDay[index] ?? 0), { fontWeight: 700 })}
      </tr>
      <tr>
        {cells(
          (_day, index) => (
            <Column value={perDay[index] ?? 0} max={max} />
          ),
          { verticalAlign: "bottom" },
        )}
      </tr>
      <tr>
        {cells((day) => weekdayLabel(day), {
          color: colors.muted,
          fontSize: "13px",
        })}
      </tr>
    </LayoutTable>
  );
}

/** A top list: each name with its count above a bar (long paths wrap on a phone). */
function RankedBars({ items, none }: { items: Ranked[]; none: string }) {
  if (items.length === 0)
    return <Text style={{ ...mailText, color: colors.muted }}>{none}</Text>;
  const max = items[0]!.count;
  return (
    <LayoutTable>
      {items.flatMap((item) => [
        <tr key={`${item.name}-label`}>
          <td
            style={{
              ...cellText,
              padding: "6px 0 2px",
              wordBreak: "break-word",
            }}
          >
            {/* From the access log (a path, a referrer): visitor text. */}
            {visitorText(item.name)}
          </td>
          <td
            style={{
              ...cellText,
              padding: "6px 0 2px 10px",
              width: "56px",
              textAlign: "right",
              whiteSpace: "nowrap",
              fontWeight: 700,
            }}
          >
            {count(item.count)}
          </td>
        </tr>,
        <tr key={`${item.name}-bar`}>
          <td colSpan={2} style={{ padding: "0 0 4px" }}>
            <Bar value={item.count} max={max} />
          </td>
        </tr>,
      ])}
    </LayoutTable>
  );
}

/** One of the week's four figures: the number, its label below. */
function Tile({ value, label }: { value: number; label: string }) {
  return (
    <td
      width="50%"
      style={{
        width: "50%",
        padding: "12px",
        backgroundColor: colors.background,
        border: `4px solid ${colors.card}`,
        borderRadius: "12px",
        verticalAlign: "top",
      }}
    >
      <div
        style={{
          color: colors.primary,
          fontSize: "26px",
          fontWeight: 700,
          lineHeight: "1.2",
        }}
      >
        {count(value)}
      </div>
      <div style={{ color: colors.muted, fontSize: "13px", lineHeight: "1.4" }}>
        {label}
      </div>
    </td>
  );
}

/** The four figures of the week, two by two. */
function Tiles({ figures }: { figures: WeekFigures }) {
  const { visits, enquiries, signups } = figures;
  return (
    <LayoutTable>
      <tr>
        <Tile value={visits.visitors} label={weekMail.tiles.visitors} />
        <Tile value={visits.pageViews} label={weekMail.tiles.pageViews} />
      </tr>
      <tr>
        <Tile value={enquiries.taken} label={weekMail.tiles.enquiries} />
        <Tile value={signups.confirmed} label={weekMail.tiles.confirmed} />
      </tr>
    </LayoutTable>
  );
}

/** A command or setting, set as code; it wraps as a whole where it can. */
function Chip({ children }: { children: string }) {
  return (
    <code
      style={{
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
      }}
    >
      {children}
    </code>
  );
}

/** The week's enquiries, sign-ups and mails: a label and its count per row. */
function EnquiryTable({ figures }: { figures: WeekFigures }) {
  return (
    <LayoutTable>
      {enquiryRows(figures).map((row) => (
        <tr key={row.label}>
          <td
            style={{
              ...cellText,
              borderBottom: `1px solid ${colors.border}`,
              padding: row.part ? "6px 0 6px 16px" : "6px 0",
              color: row.part ? colors.muted : colors.foreground,
            }}
          >
            {row.label}
          </td>
          <td
            style={{
              ...cellText,
              borderBottom: `1px solid ${colors.border}`,
              width: "64px",
              textAlign: "right",
              fontWeight: row.part ? 400 : 700,
              color: row.part ? colors.muted : colors.foreground,
            }}
          >
            {count(row.value)}
          </td>
        </tr>
      ))}
    </LayoutTable>
  );
}

/** One of the house's checks: a coloured edge and a word say fine or needs a hand. */
function Check({ line }: { line: CheckLine }) {
  return (
    <div
      style={{
        ...cellText,
        borderLeft: `4px solid ${line.ok ? colors.primary : colors.needs}`,
        padding: "2px 0 2px 12px",
      }}
    >
      <div
        style={{
          color: line.ok ? colors.primary : colors.needs,
          fontSize: "12px",
          fontWeight: 700,
          letterSpacing: "0.02em",
          textTransform: "uppercase",
        }}
      >
        {line.ok ? weekMail.marks.ok : weekMail.marks.needs}
      </div>
      <div>{line.text}</div>
      {line.look ? (
        <div
          style={{ marginTop: "4px", color: colors.muted, fontSize: "13px" }}
        >
          {`${weekMail.lookLabel} `}
          {line.look.map((look) => (
            <Chip key={look}>{look}</Chip>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The house's checks, one under another. */
function Checks({ lines }: { lines: CheckLine[] }) {
  return (
    <LayoutTable>
      {lines.map((line, index) => (
        <tr key={index}>
          <td style={{ padding: "0 0 10px" }}>
            <Check line={line} />
          </td>
        </tr>
      ))}
    </LayoutTable>
  );
}

/** The week in the site's mail frame: the brand, the figures, and why the mail comes. */
function WeekMail({
  figures,
  lines,
  subject,
}: {
  figures: WeekFigures;
  lines: CheckLine[];
  subject: string;
}) {
  const { headings } = weekMail;
  const needs = lines.filter((line) => !line.ok).length;
  const summary = needs === 0 ? weekMail.allWell : weekMail.needsHand(needs);
  const footer = (
    <>
      <Text style={small}>{weekMail.closing}</Text>
      <Text style={small}>
        {`${weekMail.sendNow.label} `}
        <Chip>{weekMail.sendNow.command}</Chip>
      </Text>
    </>
  );
  return (
    <MailFrame title={subject} preview={summary} footer={footer}>
      <Text style={mailText}>{weekMail.greeting}</Text>
      <Text style={mailText}>{weekMail.intro(figures.week.days)}</Text>
      <Text
        style={{
          ...mailText,
          fontWeight: 700,
          color: needs === 0 ? colors.primary : colors.needs,
        }}
      >
        {summary}
      </Text>
      <Heading>{headings.glance}</Heading>
      <Tiles figures={figures} />
      <Heading>{headings.perDay}</Heading>
      <PerDay figures={figures} />
      <Text style={{ ...small, margin: "8px 0 0" }}>{weekMail.perDayNote}</Text>
      <Heading>{headings.pages}</Heading>
      <RankedBars items={figures.visits.pages} none={weekMail.nothingListed} />
      <Heading>{headings.referrers}</Heading>
      <RankedBars
        items={figures.visits.referrers}
        none={weekMail.noReferrers}
      />
      <Heading>{headings.enquiries}</Heading>
      <Text style={{ ...small, margin: "0 0 6px" }}>
        {headings.enquiriesPerDay}
      </Text>
      <EnquiriesPerDay figures={figures} />
      <EnquiryTable figures={figures} />
      <Heading>{headings.house}</Heading>
      <Checks lines={lines} />
    </MailFrame>
  );
}

/** The HTML part: the week in the site's mail frame. */
export async function weekHtml(
  figures: WeekFigures,
  lines: CheckLine[],
  subject: string,
): Promise<string> {
  return (
    await renderMail(
      <WeekMail figures={figures} lines={lines} subject={subject} />,
    )
  ).html;
}

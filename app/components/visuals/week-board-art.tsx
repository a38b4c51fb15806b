import type { comingSoon } from "~/content/coming-soon";

type WeekBoardArtProps = (typeof comingSoon)["board"];

const COLUMN = 60;
const FIRST_COLUMN = 80;
const ROWS = [64, 140, 216] as const;
const TODAY = 2;

/** Appointments: row, day, lane (top or bottom), length in days, tone. */
const blocks = [
  [0, 0, 0, 1, "fill-primary"],
  [0, 1, 1, 1, "fill-input"],
  [0, 2, 0, 2, "fill-cta"],
  [0, 4, 1, 1, "fill-primary"],
  [1, 0, 1, 1, "fill-input"],
  [1, 1, 0, 2, "fill-primary"],
  [1, 3, 1, 1, "fill-input"],
  [1, 4, 0, 1, "fill-cta/15"],
  [2, 0, 0, 3, "fill-input"],
  [2, 3, 1, 2, "fill-input"],
] as const;

/**
 * The coming platform's picture: a week board with appointments per person and
 * vehicle. It carries information, so it is one image with a text alternative.
 */
export function WeekBoardArt({ label, days }: WeekBoardArtProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 400 300"
      className="mx-auto w-full max-w-sm drop-shadow-xl lg:max-w-md"
    >
      <rect
        x="8"
        y="8"
        width="384"
        height="284"
        rx="20"
        className="fill-card stroke-border"
      />
      <DayHeadings days={days} />
      <g className="stroke-border">
        {ROWS.map((y) => (
          <line key={y} x1="16" x2="384" y1={y - 4} y2={y - 4} />
        ))}
      </g>
      <RowOwners />
      <Appointments />
    </svg>
  );
}

/** The days across the top, today's column highlighted. */
function DayHeadings({ days }: Pick<WeekBoardArtProps, "days">) {
  return (
    <>
      <rect
        x={FIRST_COLUMN + TODAY * COLUMN}
        y="16"
        width={COLUMN}
        height="268"
        rx="10"
        className="fill-secondary"
      />
      {days.map((day, index) => (
        <text
          key={day}
          x={FIRST_COLUMN + index * COLUMN + COLUMN / 2}
          y="44"
          fontSize="13"
          fontWeight="700"
          textAnchor="middle"
          className={index === TODAY ? "fill-primary" : "fill-muted-foreground"}
        >
          {day}
        </text>
      ))}
    </>
  );
}

/** Whose row each is: two people and a vehicle. */
function RowOwners() {
  return (
    <>
      {ROWS.map((y) => (
        <circle key={y} cx="44" cy={y + 34} r="20" className="fill-secondary" />
      ))}
      <g className="fill-primary">
        {ROWS.slice(0, 2).map((y) => (
          <g key={y}>
            <circle cx="44" cy={y + 27} r="6.5" />
            <path d={`M32 ${y + 47}a12 10 0 0 1 24 0z`} />
          </g>
        ))}
        <path d={`M30 ${ROWS[2] + 26}h18l8 9v9H30z`} />
        {[36, 51].map((cx) => (
          <circle
            key={cx}
            cx={cx}
            cy={ROWS[2] + 45}
            r="4"
            className="fill-card stroke-primary"
            strokeWidth="2"
          />
        ))}
      </g>
    </>
  );
}

/** The week's appointments, and one being moved to a better day. */
function Appointments() {
  return (
    <>
      {blocks.map(([row, day, lane, length, tone]) => (
        <rect
          key={`${row}-${day}`}
          x={FIRST_COLUMN + day * COLUMN + 4}
          y={ROWS[row] + 6 + lane * 32}
          width={length * COLUMN - 8}
          height="26"
          rx="7"
          className={tone}
        />
      ))}
      {/* An appointment being moved to a better day */}
      <rect
        x={FIRST_COLUMN + 1 * COLUMN + 4}
        y={ROWS[0] + 6}
        width={COLUMN - 8}
        height="26"
        rx="7"
        strokeWidth="2"
        strokeDasharray="4 3"
        className="fill-cta/15 stroke-cta"
      />
    </>
  );
}

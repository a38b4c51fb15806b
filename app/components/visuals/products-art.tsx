/** Bars standing in for lines of code: indent, width, colour. */
const codeLines = [
  [0, 34, "fill-code-keyword"],
  [0, 96, "fill-code-muted"],
  [0, 12, "fill-code-muted"],
  [16, 52, "fill-code-name"],
  [16, 64, "fill-code-string"],
  [16, 40, "fill-code-name"],
  [16, 30, "fill-code-number"],
  [0, 12, "fill-code-muted"],
] as const;

/** Cells of the coming platform's week: filled ones carry an appointment. */
const cells = [
  "fill-primary",
  "fill-muted",
  "fill-input",
  "fill-muted",
  "fill-cta",
  "fill-muted",
  "fill-primary",
  "fill-muted",
  "fill-input",
  "fill-muted",
  "fill-input",
  "fill-muted",
  "fill-cta/15",
  "fill-primary",
  "fill-muted",
] as const;

/**
 * The home page's picture: the three products together. Kehrtour (a notice
 * and a route), the API (code) and the coming platform (a week board). The
 * product cards below say the same in words, so it is decorative.
 */
export function ProductsArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 330"
      className="mx-auto w-full max-w-sm drop-shadow-xl lg:max-w-md"
    >
      {/* Kehrtour: an appointment notice and a short route */}
      <rect
        x="8"
        y="36"
        width="192"
        height="150"
        rx="18"
        className="fill-card stroke-border"
      />
      <circle cx="42" cy="72" r="18" className="fill-secondary" />
      <path
        d="M35 78h14l-2-3v-6a5 5 0 0 0-10 0v6zm5 3h4"
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary"
      />
      <rect
        x="70"
        y="62"
        width="104"
        height="9"
        rx="4.5"
        className="fill-foreground/80"
      />
      <rect
        x="70"
        y="78"
        width="72"
        height="8"
        rx="4"
        className="fill-muted-foreground/40"
      />
      <path
        d="M34 156c24 0 28-38 58-38s30 24 52 16 14-24 34-26"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="1 9"
        className="stroke-primary"
      />
      {[
        [34, 156],
        [92, 118],
        [178, 108],
      ].map(([cx, cy]) => (
        <g key={cx}>
          <circle cx={cx} cy={cy} r="11" className="fill-secondary" />
          <circle cx={cx} cy={cy} r="5.5" className="fill-primary" />
        </g>
      ))}

      {/* The API: a request as code */}
      <rect
        x="212"
        y="8"
        width="180"
        height="168"
        rx="18"
        className="fill-code"
      />
      {[0, 1, 2].map((dot) => (
        <circle
          key={dot}
          cx={232 + dot * 14}
          cy="28"
          r="4"
          className="fill-code-muted"
        />
      ))}
      {codeLines.map(([indent, width, tone], index) => (
        <rect
          key={index}
          x={232 + indent}
          y={48 + index * 16}
          width={width}
          height="8"
          rx="4"
          className={tone}
        />
      ))}

      {/* The coming platform: a week of appointments */}
      <rect
        x="64"
        y="150"
        width="272"
        height="172"
        rx="18"
        className="fill-card stroke-border"
      />
      <rect
        x="92"
        y="168"
        width="84"
        height="9"
        rx="4.5"
        className="fill-foreground/80"
      />
      <rect
        x="266"
        y="164"
        width="48"
        height="18"
        rx="9"
        className="fill-cta/15"
      />
      <rect x="278" y="170" width="24" height="6" rx="3" className="fill-cta" />
      {cells.map((tone, index) => (
        <rect
          key={index}
          x={92 + (index % 5) * 45}
          y={196 + Math.floor(index / 5) * 38}
          width="38"
          height="30"
          rx="7"
          className={tone}
        />
      ))}
    </svg>
  );
}

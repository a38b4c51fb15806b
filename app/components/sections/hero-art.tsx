/**
 * Decorative illustration beside the hero text on wide screens: a planned
 * route with stops and a confirmed appointment. Purely visual.
 */
export function HeroArt() {
  return (
    <div aria-hidden="true" className="hidden justify-center lg:flex">
      <svg viewBox="0 0 360 300" className="w-full max-w-sm drop-shadow-xl">
        <rect
          x="8"
          y="8"
          width="344"
          height="284"
          rx="24"
          className="fill-card stroke-border"
        />
        <g className="stroke-border" strokeWidth="1">
          {[60, 110, 160, 210, 260].map((y) => (
            <line key={`h${y}`} x1="8" x2="352" y1={y} y2={y} />
          ))}
          {[70, 140, 210, 280].map((x) => (
            <line key={`v${x}`} y1="8" y2="292" x1={x} x2={x} />
          ))}
        </g>
        <path
          d="M56 236 C 96 236, 96 170, 140 170 S 190 96, 236 110 S 292 76, 300 60"
          fill="none"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray="2 12"
          className="stroke-primary"
        />
        {[
          [56, 236],
          [140, 170],
          [236, 110],
        ].map(([cx, cy]) => (
          <g key={`${cx}-${cy}`}>
            <circle cx={cx} cy={cy} r="14" className="fill-secondary" />
            <circle cx={cx} cy={cy} r="7" className="fill-primary" />
          </g>
        ))}
        <g transform="translate(284 36)">
          <circle cx="16" cy="24" r="26" className="fill-cta/15" />
          <path d="M4 24 16 13l12 11v13H4z" className="fill-cta" />
          <rect
            x="12"
            y="27"
            width="8"
            height="10"
            rx="1.5"
            className="fill-card"
          />
        </g>
        <g transform="translate(150 200)">
          <rect
            width="170"
            height="64"
            rx="14"
            className="fill-card stroke-border"
          />
          <circle cx="32" cy="32" r="16" className="fill-secondary" />
          <path
            d="m24 32 6 6 10-12"
            fill="none"
            strokeWidth="3.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="stroke-primary"
          />
          <rect
            x="60"
            y="20"
            width="84"
            height="9"
            rx="4.5"
            className="fill-foreground/80"
          />
          <rect
            x="60"
            y="36"
            width="58"
            height="8"
            rx="4"
            className="fill-muted-foreground/40"
          />
        </g>
      </svg>
    </div>
  );
}

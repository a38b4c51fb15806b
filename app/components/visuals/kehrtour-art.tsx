import type { kehrtour } from "~/content/kehrtour";

type KehrtourArtProps = (typeof kehrtour)["visual"];

/** Stops of the day's route, in driving order; the third is the booked one. */
const stops = [
  [254, 116],
  [342, 104],
  [360, 190],
  [282, 214],
  [340, 284],
] as const;
const BOOKED = 2;

/**
 * Kehrtour's picture: a phone with an appointment notice by SMS in front of
 * the day's route. It carries information, so it is one image with a text
 * alternative (its words are part of the drawing, not read one by one).
 */
export function KehrtourArt({
  label,
  sender,
  message,
  confirm,
  change,
  route,
}: KehrtourArtProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 400 360"
      className="mx-auto w-full max-w-sm drop-shadow-xl lg:max-w-md"
    >
      <DayMap route={route} />
      <Phone
        sender={sender}
        message={message}
        confirm={confirm}
        change={change}
      />
    </svg>
  );
}

/** The map of the day, behind the phone: its blocks, the route and its stops. */
function DayMap({ route }: Pick<KehrtourArtProps, "route">) {
  const path = `M232 300 ${stops.map(([x, y]) => `L${x} ${y}`).join(" ")}`;
  return (
    <>
      <rect
        x="150"
        y="40"
        width="240"
        height="296"
        rx="22"
        className="fill-card stroke-border"
      />
      <MutedBlocks
        radius={8}
        blocks={[
          [226, 130, 92, 64],
          [300, 214, 72, 48],
          [226, 232, 54, 46],
        ]}
      />
      <text
        x="228"
        y="74"
        fontSize="13"
        fontWeight="700"
        className="fill-foreground"
      >
        {route}
      </text>
      <path
        d={path}
        fill="none"
        strokeWidth="9"
        strokeLinejoin="round"
        className="stroke-secondary"
      />
      <path
        d={path}
        fill="none"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="1 8"
        className="stroke-primary"
      />
      <path d="M220 300l12-11 12 11v12h-24z" className="fill-cta" />
      {stops.map(([x, y], index) => (
        <Stop key={index} x={x} y={y} index={index} />
      ))}
    </>
  );
}

/** One stop of the route: a numbered dot, the booked one in the call-to-action colour. */
function Stop({ x, y, index }: { x: number; y: number; index: number }) {
  return (
    <g>
      <circle
        cx={x}
        cy={y}
        r="12"
        className={index === BOOKED ? "fill-cta" : "fill-primary"}
      />
      <text
        x={x}
        y={y + 4}
        fontSize="11"
        fontWeight="700"
        textAnchor="middle"
        className="fill-primary-foreground"
      >
        {index + 1}
      </text>
    </g>
  );
}

/** The phone, in front of the map: the SMS, its two answers and a few lines of text. */
function Phone({
  sender,
  message,
  confirm,
  change,
}: Pick<KehrtourArtProps, "sender" | "message" | "confirm" | "change">) {
  return (
    <>
      <rect
        x="14"
        y="10"
        width="200"
        height="340"
        rx="30"
        className="fill-foreground"
      />
      <rect
        x="22"
        y="18"
        width="184"
        height="324"
        rx="23"
        className="fill-card"
      />
      <rect
        x="92"
        y="26"
        width="44"
        height="8"
        rx="4"
        className="fill-foreground"
      />
      <SmsNotice sender={sender} message={message} />
      <ReplyButton y={176} label={confirm} primary />
      <ReplyButton y={218} label={change} />
      <MutedBlocks
        radius={5}
        blocks={[
          [32, 270, 164, 10],
          [32, 288, 112, 10],
        ]}
      />
      <rect
        x="84"
        y="326"
        width="60"
        height="5"
        rx="2.5"
        className="fill-input"
      />
    </>
  );
}

/** The sender with its check mark, and the message in a bubble, line by line. */
function SmsNotice({
  sender,
  message,
}: Pick<KehrtourArtProps, "sender" | "message">) {
  return (
    <>
      <circle cx="48" cy="62" r="12" className="fill-primary" />
      <path
        d="M42 62l4 4 8-8"
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <text
        x="68"
        y="67"
        fontSize="13"
        fontWeight="700"
        className="fill-foreground"
      >
        {sender}
      </text>
      <rect
        x="32"
        y="86"
        width="164"
        height="74"
        rx="14"
        className="fill-secondary"
      />
      <text fontSize="11" className="fill-foreground">
        {message.map((line, index) => (
          <tspan key={index} x="44" y={107 + index * 17}>
            {line}
          </tspan>
        ))}
      </text>
    </>
  );
}

/** An answer to the SMS as a button: filled for the primary one, outlined otherwise. */
function ReplyButton({
  y,
  label,
  primary = false,
}: {
  y: number;
  label: string;
  primary?: boolean;
}) {
  return (
    <>
      <rect
        x="32"
        y={y}
        width="164"
        height="34"
        rx="17"
        className={primary ? "fill-primary" : "fill-card stroke-border"}
      />
      <text
        x="114"
        y={y + 21}
        fontSize="11"
        fontWeight="700"
        textAnchor="middle"
        className={primary ? "fill-primary-foreground" : "fill-primary"}
      >
        {label}
      </text>
    </>
  );
}

/** Quiet placeholder shapes (map blocks, lines of text): x, y, width, height each. */
function MutedBlocks({
  blocks,
  radius,
}: {
  blocks: readonly (readonly [number, number, number, number])[];
  radius: number;
}) {
  return (
    <g className="fill-muted">
      {blocks.map(([x, y, width, height]) => (
        <rect
          key={`${x},${y}`}
          x={x}
          y={y}
          width={width}
          height={height}
          rx={radius}
        />
      ))}
    </g>
  );
}

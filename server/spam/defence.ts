import { createHash } from "node:crypto";
import { spamLimits } from "../../app/content/constants.ts";
import {
  type ContactSubmission,
  FORM_TIME_FIELD,
  PROOF_FIELD,
} from "../../app/lib/submission.ts";
import type { Store } from "../store/index.ts";
import type { Judge } from "../store/submissions.ts";
import { clientOf, quotaPerClient } from "./client.ts";
import { MARK_AT, weighContent } from "./content-rules.ts";
import {
  asLessons,
  featuresOf,
  learnedShift,
  shippedPrior,
  withLessons,
} from "./learned.ts";
import { issueFormTime, readFormTime } from "./form-time.ts";
import { PROOF_VALID_MS, checkProof, newChallenge } from "./proof-of-work.ts";
import {
  type Finding,
  type Screening,
  judgeBy,
  unprovenBy,
} from "./verdict.ts";

/*
 * The contact form's spam defence (decision 043): layers on our own server,
 * no third party, no cookie. Each layer finds reasons to hold an enquiry
 * back; an enquiry with any is stored as held (no notice until the owner
 * releases it), and the visitor gets the same answer either way. The
 * verdict is reached in ./verdict.ts; the store records it.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A form time this far ahead of the server's clock was not made by it (instances' clocks differ a little). */
const CLOCK_SLACK_MS = 5_000;

/** How a contact enquiry came: the page's plain post, or the script's JSON post. */
export type Arrival = "page" | "api";

/** What a contact enquiry brought besides its fields. */
export interface Circumstances {
  via: Arrival;
  /** The client's address (as a trusted proxy forwards it). */
  ip: string;
  honeypot: boolean;
  transport: Partial<Record<string, string>>;
}

/** Tenths of a second, rounded down: 2.96 s is "2,9 s", never a "3 s" that passed. */
const seconds = (ms: number) =>
  `${(Math.floor(ms / 100) / 10).toLocaleString("de-DE")}\u00a0s`;
const hashOf = (value: string) =>
  createHash("sha256").update(value).digest("base64url");

type Limits = { readonly [Name in keyof typeof spamLimits]: number };

/** The signed form time's reasons, and its single-use mark when it is good. */
function formTimeScreening(
  secret: string,
  value: string | undefined,
  at: number,
  limits: Limits,
  minFillSeconds: number,
): Screening {
  const reading = readFormTime(secret, value);
  if (!reading.ok)
    return {
      findings: [
        {
          rule: "form-time",
          text:
            reading.problem === "missing"
              ? "Zeitstempel fehlt"
              : "Zeitstempel ungültig",
        },
      ],
    };
  const open = at - reading.shownAt;
  const findings: Finding[] = [];
  if (open < -CLOCK_SLACK_MS)
    findings.push({ rule: "form-time", text: "Zeitstempel ungültig" });
  else if (open < minFillSeconds * 1000)
    findings.push({
      rule: "too-fast",
      text: `${seconds(Math.max(open, 0))} nach dem Öffnen abgeschickt`,
    });
  else if (open > limits.formTimeDays * DAY_MS)
    findings.push({
      rule: "form-time",
      text: `Formular vor mehr als ${limits.formTimeDays}\u00a0Tagen geöffnet`,
    });
  return {
    findings,
    once: [
      {
        key: `form-time:${hashOf(reading.token)}`,
        withinMs: limits.formTimeDays * DAY_MS,
        finding: {
          rule: "form-time-reused",
          text: "Zeitstempel schon einmal verwendet",
        },
      },
    ],
  };
}

/** The proof of work's reasons (the script's post only), and its single-use mark when it is good. */
async function proofScreening(
  secret: string,
  value: string | undefined,
  limits: Limits,
): Promise<Screening> {
  const reading = await checkProof(secret, value);
  if (!reading.ok)
    return {
      findings: [
        {
          rule: "proof",
          text: {
            missing: "ohne Rechenaufgabe des Browsers",
            invalid: "Rechenaufgabe falsch gelöst",
            expired: "Rechenaufgabe abgelaufen",
          }[reading.problem],
        },
      ],
    };
  return {
    once: [
      {
        key: `proof:${reading.signature}`,
        withinMs: Math.max(PROOF_VALID_MS, limits.proofReuseHours * HOUR_MS),
        finding: {
          rule: "proof-reused",
          text: "Rechenaufgabe schon einmal verwendet",
        },
      },
    ],
  };
}

/** A client's share of enquiries, counted under its keys of today and yesterday. */
const clientShare = (
  keys: { today: string; yesterday?: string },
  limits: Limits,
): Screening["client"] => ({
  key: keys.today,
  earlier: keys.yesterday,
  windowMs: limits.clientWindowHours * HOUR_MS,
  max: limits.enquiriesPerClientDay,
  finding: {
    rule: "client-limit",
    text: `mehr als ${limits.enquiriesPerClientDay} Anfragen in ${limits.clientWindowHours}\u00a0Stunden vom selben Anschluss`,
  },
});

/** The form's own proof (both forms): its signed time, and the script's solved task. */
async function formProof(
  secrets: { form: string; proof: string },
  { via, transport }: Pick<Circumstances, "via" | "transport">,
  at: number,
  limits: Limits,
  minFillSeconds: number,
): Promise<Screening[]> {
  return [
    formTimeScreening(
      secrets.form,
      transport[FORM_TIME_FIELD],
      at,
      limits,
      minFillSeconds,
    ),
    via === "api"
      ? await proofScreening(secrets.proof, transport[PROOF_FIELD], limits)
      : {},
  ];
}

/**
 * What an enquiry says, weighed by the rules and moved within bounds by what
 * was learnt: the project's corpora (the prior) and the company's "Das ist
 * (kein) Spam" (decision 069).
 */
async function contentOf(
  store: Pick<Store, "spamLessons">,
  contact: ContactSubmission,
) {
  return withLessons(
    weighContent(contact),
    learnedShift(
      featuresOf(contact),
      shippedPrior(),
      asLessons(await store.spamLessons.taught()),
    ),
    MARK_AT,
  );
}

/** The spam defence over a store: what the pages and the script ask for, and the judgement of an enquiry. */
export function spamDefence(
  store: Pick<Store, "secrets" | "spamLessons">,
  limits: Limits = spamLimits,
) {
  const formSecret = () => store.secrets.lasting("form-time");
  const proofSecret = () => store.secrets.lasting("proof-of-work");
  const formTime = async (at = Date.now()) =>
    issueFormTime(await formSecret(), at);
  const secrets = async () => ({
    form: await formSecret(),
    proof: await proofSecret(),
  });
  const pageQuota = quotaPerClient(
    limits.formTimePagesPerClient,
    limits.formTimePageMinutes * 60_000,
  );
  return {
    /** A signed time for a page that shows the form now. */
    formTime,
    /**
     * A signed time for the page a client asked for; undefined past the
     * client's share of pages (the page then goes out as built, and an
     * enquiry from it is held for its missing time).
     */
    async pageFormTime(ip: string, at = Date.now()) {
      return pageQuota(ip, at) ? formTime(at) : undefined;
    },
    /** What the form's script asks for: a task to solve and a fresh form time. */
    async challenge() {
      return {
        challenge: await newChallenge(await proofSecret()),
        formTime: await formTime(),
      };
    },
    /**
     * How to take a contact enquiry: its reasons to be held back, its
     * single-use marks and its counts, weighed when the store takes it.
     */
    async screen(
      contact: ContactSubmission,
      { via, ip, honeypot, transport }: Circumstances,
      at = Date.now(),
    ): Promise<Judge> {
      const parts: Screening[] = [
        {
          findings: honeypot
            ? [{ rule: "honeypot", text: "verstecktes Feld ausgefüllt" }]
            : [],
        },
        ...(await formProof(
          await secrets(),
          { via, transport },
          at,
          limits,
          limits.minFillSeconds,
        )),
      ];
      const content = await contentOf(store, contact);
      // Keys of the German day, today's and yesterday's: a window runs
      // across midnight and restarts, and a copy of the store cannot link a
      // row older than two days to an address (secrets.ts, decision 060).
      const clientKeys = await store.secrets.recentKeysOf(
        "enquiries-per-client",
        clientOf(ip),
        at,
      );
      return judgeBy({
        findings: parts.flatMap((part) => part.findings ?? []),
        mark: content.marked ? content.reasons : [],
        once: parts.flatMap((part) => part.once ?? []),
        noticesPerHour: limits.noticesPerHour,
        // The client's share, counted under a keyed hash of its address
        // when the enquiry is stored (a repeat counts once).
        client: clientShare(clientKeys, limits),
      });
    },
    /**
     * How to judge a sign-up (issue 52): the same form time and, with the
     * script, the same proof of work as an enquiry's, with a shorter least
     * time (one field, often filled in by the browser). One without them is
     * taken under a smaller hourly cap (store.subscribe), never held.
     */
    async screenSignup(
      arrival: Pick<Circumstances, "via" | "transport">,
      at = Date.now(),
    ) {
      const parts = await formProof(
        await secrets(),
        arrival,
        at,
        limits,
        limits.signupMinFillSeconds,
      );
      return unprovenBy({
        findings: parts.flatMap((part) => part.findings ?? []),
        once: parts.flatMap((part) => part.once ?? []),
      });
    },
  };
}

export type SpamDefence = ReturnType<typeof spamDefence>;

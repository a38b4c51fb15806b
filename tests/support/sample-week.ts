import type { Check, WeekFigures } from "../../server/week/shape.ts";
import { weekBefore } from "../../server/week/period.ts";

/**
 * A week as the gathering gives it, for the mail's tests: a busy one with
 * every part filled, long page paths included, and each check fine unless
 * `trouble` asks for the ones that need a hand.
 */
export function sampleWeek({ trouble = false } = {}): WeekFigures {
  const week = weekBefore(new Date("2026-11-23T06:00:00Z"));
  const visitors = [41, 57, 1234, 48, 39, 12, undefined];
  const checks: Check[] = trouble
    ? [
        {
          kind: "mail-lanes",
          ok: false,
          stopped: [
            {
              cause: "login",
              advice:
                "Der Mailserver lehnt die Anmeldung ab (535). Prüfen Sie Benutzer und Passwort in SMTP_URL.",
              sinceMinutes: 95,
            },
          ],
          waiting: 0,
        },
        {
          kind: "given-up",
          ok: false,
          total: 3,
          toTheCompany: 1,
          byKind: [
            { kind: "contact-notice", count: 1 },
            { kind: "update", count: 2 },
          ],
        },
        { kind: "held", ok: false, waiting: 2, oldestDays: 3 },
        { kind: "queue", ok: false, queued: 14, oldestHours: 26 },
        {
          kind: "backup",
          ok: false,
          engine: "sqlite",
          dir: "/var/backups/zunftwerk",
          ageDays: 4,
        },
        {
          kind: "disk",
          ok: false,
          folders: [
            {
              dir: "/var/lib/zunftwerk",
              freeBytes: 420_000_000,
              freeShare: 0.04,
              low: true,
            },
          ],
        },
        {
          kind: "visitor-figures",
          ok: false,
          logDir: "/var/log/zunftwerk",
          missingDays: 1,
        },
      ]
    : [
        { kind: "mail-lanes", ok: true, stopped: [], waiting: 0 },
        { kind: "given-up", ok: true, total: 0, toTheCompany: 0, byKind: [] },
        { kind: "held", ok: true, waiting: 0 },
        { kind: "queue", ok: true, queued: 0 },
        {
          kind: "backup",
          ok: true,
          engine: "sqlite",
          dir: "/var/backups/zunftwerk",
          ageDays: 0,
        },
        {
          kind: "disk",
          ok: true,
          folders: [
            {
              dir: "/var/lib/zunftwerk",
              freeBytes: 48_300_000_000,
              freeShare: 0.62,
              low: false,
            },
          ],
        },
        {
          kind: "visitor-figures",
          ok: true,
          logDir: "/var/log/zunftwerk",
          missingDays: 0,
        },
      ];
  return {
    week,
    visits: {
      days: week.days.map((day, index) => ({
        day,
        visitors: visitors[index],
        pageViews:
          visitors[index] === undefined ? undefined : visitors[index] * 3,
      })),
      visitors: 1431,
      pageViews: 4293,
      pages: [
        { name: "/", count: 2210 },
        { name: "/produkte/kehrtour", count: 980 },
        { name: "/kontakt", count: 412 },
        {
          name: "/produkte/api/schnittstellen-fuer-softwareanbieter-und-branchenloesungen",
          count: 97,
        },
        { name: "/ueber-uns", count: 40 },
      ],
      referrers: [
        { name: "www.google.com", count: 301 },
        { name: "www.schornsteinfeger-verband.example", count: 88 },
        { name: "duckduckgo.com", count: 12 },
      ],
    },
    enquiries: {
      taken: 9,
      held: 2,
      heldShortened: 0,
      marked: 1,
      perDay: [1, 2, 3, 0, 2, 1, 0],
    },
    signups: {
      taken: 6,
      confirmed: 4,
      ended: 2,
      refused: 0,
      refusedUnproven: 0,
      subscribers: 118,
    },
    mail: { bounces: 1, complaints: 1, updatesSent: 117, updatesFailed: 0 },
    checks,
  };
}

/**
 * A week with nothing in it, on a fresh install: no visitor log, no backup
 * folder, PostgreSQL, nothing taken.
 */
export function emptyWeek(): WeekFigures {
  const week = weekBefore(new Date("2026-11-23T06:00:00Z"));
  return {
    week,
    visits: {
      days: week.days.map((day) => ({ day })),
      visitors: 0,
      pageViews: 0,
      pages: [],
      referrers: [],
    },
    enquiries: {
      taken: 0,
      held: 0,
      heldShortened: 0,
      marked: 0,
      perDay: [0, 0, 0, 0, 0, 0, 0],
    },
    signups: {
      taken: 0,
      confirmed: 0,
      ended: 0,
      refused: 0,
      refusedUnproven: 0,
      subscribers: 0,
    },
    mail: { bounces: 0, complaints: 0, updatesSent: 0, updatesFailed: 0 },
    checks: [
      { kind: "mail-lanes", ok: true, stopped: [], waiting: 0 },
      { kind: "given-up", ok: true, total: 0, toTheCompany: 0, byKind: [] },
      { kind: "held", ok: true, waiting: 0 },
      { kind: "queue", ok: true, queued: 0 },
      { kind: "backup", ok: false, engine: "postgres" },
      { kind: "disk", ok: true, folders: [] },
      { kind: "visitor-figures", ok: false, missingDays: 7 },
    ],
  };
}

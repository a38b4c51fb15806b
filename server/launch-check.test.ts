// @vitest-environment node
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { deliverySettings } from "./config.ts";
import { formatBlockers, launchBlockers } from "./launch-check.ts";
import { baseEnv } from "../tests/support/child-env.ts";

const problems = (
  build: Parameters<typeof launchBlockers>[0],
  env: NodeJS.ProcessEnv = {},
) => launchBlockers(build, deliverySettings(env)).map((b) => b.problem);

const placeholderBuild = {
  formDelivery: "api",
  siteUrl: "https://www.zunftwerk.example",
} as const;

describe("the go-live check", () => {
  it("names simulated forms, and the sample data of this repository", () => {
    const found = problems({ ...placeholderBuild, formDelivery: "simulated" });
    expect(found).toEqual([
      expect.stringMatching(/company data .* is sample data/),
      expect.stringMatching(/sample hosting provider/),
      expect.stringMatching(
        /no CDN and no database provider .* nobody has confirmed/,
      ),
      expect.stringMatching(/sample data-protection authority/),
      expect.stringMatching(
        /placeholder address https:\/\/www\.zunftwerk\.example/,
      ),
      expect.stringMatching(/forms are simulated: every enquiry .* is lost/),
      expect.stringMatching(/Kehrtour button links to the placeholder/),
    ]);
  });

  it("with delivery on, names a missing mail server, recipient and sender", () => {
    expect(problems(placeholderBuild)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/nobody is told/),
        expect.stringMatching(/Sign-ups cannot be confirmed/),
      ]),
    );
    const configured = problems(
      { formDelivery: "api", siteUrl: "https://www.handwerk-software.de" },
      {
        SMTP_URL: "smtp://mail.example.de:587",
        NOTIFY_TO: "vertrieb@example.de",
        MAIL_FROM: "neuigkeiten@example.de",
      },
    );
    expect(configured.join("\n")).not.toMatch(
      /nobody is told|cannot be confirmed|placeholder address|simulated/,
    );
  });

  it("names mails that do not leave: given up, and still failing", () => {
    const configured = {
      SMTP_URL: "smtp://mail.example.de:587",
      NOTIFY_TO: "vertrieb@example.de",
      MAIL_FROM: "neuigkeiten@example.de",
    };
    const mails = (stuck: number, failed: number) =>
      launchBlockers(
        placeholderBuild,
        deliverySettings(configured),
        {
          stuck,
          failed,
          refusedNotices: 0,
          oldestAt: "2026-03-01T09:00:00.000Z",
          queuedUpdates: 0,
        },
        Date.parse("2026-03-04T10:30:00.000Z"),
      );
    expect(
      mails(0, 0)
        .map((b) => b.problem)
        .join("\n"),
    ).not.toMatch(/Mails do not reach/);
    const found = mails(3, 1).find((b) => b.problem.startsWith("Mails"));
    expect(found?.problem).toBe(
      "Mails do not reach the mail server: 1 given up after 72 hours (they stay stored and are not sent again), 2 still failing and retried; the oldest was queued 73 h ago.",
    );
    expect(found?.fix).toMatch(/npm run inbox -- list/);
  });

  it("names notices the mail server refused for good, and update mails that cannot leave", () => {
    const stuck = {
      stuck: 2,
      failed: 2,
      refusedNotices: 2,
      oldestAt: "2026-03-01T09:00:00.000Z",
      queuedUpdates: 40,
    };
    const problems = (settings: Record<string, string>) =>
      launchBlockers(placeholderBuild, deliverySettings(settings), stuck).map(
        (blocker) => blocker.problem,
      );
    const withoutSender = problems({
      SMTP_URL: "smtp://mail.example.de:587",
      NOTIFY_TO: "vertrieb@example.de",
    });
    expect(withoutSender).toContain(
      "The mail server refused 2 contact notices for good (SMTP 5xx): the company is not told of those enquiries.",
    );
    expect(withoutSender).toContain(
      "40 update mails are queued but cannot leave: MAIL_FROM is not set.",
    );
    // Refused notices are not also counted as given up after 72 hours.
    expect(withoutSender.join("\n")).not.toMatch(/Mails do not reach/);
    expect(
      problems({
        SMTP_URL: "smtp://mail.example.de:587",
        NOTIFY_TO: "vertrieb@example.de",
        MAIL_FROM: "neuigkeiten@example.de",
      }).join("\n"),
    ).not.toMatch(/update mails are queued/);
  });

  it("prints each blocker with what to do", () => {
    const text = formatBlockers(
      launchBlockers(undefined, deliverySettings({})),
    );
    expect(text).toMatch(/^Launch check: \d+ things still block going live:/);
    expect(text).toContain("→ Run npm run build");
  });

  it("npm run check:launch exits non-zero while anything remains", () => {
    const run = spawnSync(process.execPath, ["scripts/check-launch.ts"], {
      encoding: "utf8",
      env: { ...baseEnv },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/Launch check: \d+ things? still block/);
  });
});

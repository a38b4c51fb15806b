// @vitest-environment node
// Every mail the site sends, rendered from fixed inputs and held against the
// files in fixtures/rendered/ byte for byte: the HTML and the text part of
// each mail with a layout (the weekly report, the sign-up's two mails, an
// update), and the text of the plain-text mails to the company (a contact
// notice, the overview of held enquiries). The files were written by the
// mails as they were written before their layouts became TSX (issue 54, item
// 4); a change to how a mail looks shows here as a diff of its file. After an
// intended change: npx vitest run -u server/mail/rendered-mails.test.ts, and
// read the diff.
import { describe, expect, it, vi } from "vitest";
import { emptyWeek, sampleWeek } from "../../tests/support/sample-week.ts";
import type { QueuedMail } from "../store/outbox.ts";
import type { ContactRow, SignupRow } from "../store/schema.ts";
import { UNSUBSCRIBE_PLACEHOLDER } from "../updates/placeholder.ts";
import { mailKinds } from "./kinds/index.ts";
import type { ComposeContext } from "./kinds/kind.ts";
import { updateMail } from "./subscriber-mails.tsx";

const addresses = {
  siteUrl: "https://www.zunftwerk.example",
  notifyTo: "vertrieb@zunftwerk.example",
  notifyFrom: "Zunftwerk Website <website@zunftwerk.example>",
  mailFrom: "Zunftwerk <neuigkeiten@zunftwerk.example>",
};
const context: ComposeContext = {
  addresses,
  store: { updates: {} as ComposeContext["store"]["updates"] },
  siteHost: "www.zunftwerk.example",
  secret: async (purpose) => `geheimnis-fuer-${purpose}`,
  once: (_key, read) => read(),
};
/** The queued mail a kind composes for; these kinds read nothing of it. */
const queued = {} as QueuedMail;

const signup: SignupRow = {
  id: 7,
  created_at: "2026-11-20T09:15:00.000Z",
  email: "leser@example.org",
  email_key: "leser@example.org",
  consent_text: "Ja, ich möchte Neuigkeiten erhalten.",
  confirmed_at: null,
  token: "abmelde-token-0123456789",
  confirm_token: "bestaetigungs-token-0123456789",
  confirmation_requested_at: "2026-11-20T09:15:00.000Z",
  unproven_at: null,
  undeliverable_at: null,
  undeliverable_reason: null,
  old_return_paths_until: null,
};

/** An enquiry as stored; held or marked as `changes` say. */
const enquiry = (changes: Partial<ContactRow> = {}): ContactRow => ({
  id: 41,
  created_at: "2026-11-24T13:05:00.000Z",
  name: "Anna Beispiel",
  email: "anna@example.org",
  company: "Kehrbezirk Nord",
  message:
    "Guten Tag,\n\nwir möchten die Tourenplanung für vier Bezirke testen.\nBitte rufen Sie uns an.",
  notified_at: null,
  held_at: null,
  hold_kind: null,
  held_reasons: null,
  listed_at: null,
  marked_at: null,
  marked_reason: null,
  review_token: null,
  ...changes,
});

const UPDATE = {
  subject: "Die Terminplattform startet",
  markdown: [
    "# Es geht los",
    "",
    "Guten Tag, ab sofort können Sie Termine [online buchen](https://www.zunftwerk.example/produkte/coming-soon).",
    "",
    "## Was neu ist",
    "",
    "- Termine rund um die Uhr",
    "- Bestätigung sofort per E-Mail",
    "",
    "---",
    "",
    "Fragen? Schreiben Sie uns.",
  ].join("\n"),
};

const file = (name: string) => `./fixtures/rendered/${name}`;

/** A mail's parts against its files: NAME.html (when it has HTML) and NAME.txt. */
async function expectRendered(
  name: string,
  mail: { html?: unknown; text?: unknown } | undefined,
) {
  expect(mail).toBeDefined();
  if (mail?.html !== undefined) {
    expect(typeof mail.html).toBe("string");
    await expect(mail.html).toMatchFileSnapshot(file(`${name}.html`));
  }
  expect(typeof mail?.text).toBe("string");
  await expect(mail?.text).toMatchFileSnapshot(file(`${name}.txt`));
}

describe("every mail renders as its fixture, byte for byte", () => {
  it.each([
    ["week-report", sampleWeek()],
    ["week-report-trouble", sampleWeek({ trouble: true })],
    ["week-report-empty", emptyWeek()],
  ])("the weekly report: %s", async (name, figures) => {
    const mail = await mailKinds["week-report"].compose(
      figures,
      queued,
      context,
    );
    expect(mail?.html).toContain(`<title>${mail?.subject}</title>`);
    await expectRendered(name, mail);
  });

  it.each(["signup-confirmation", "signup-welcome"] as const)(
    "the sign-up's mail: %s",
    async (kind) => {
      await expectRendered(
        kind,
        await mailKinds[kind].compose(signup, queued, context),
      );
    },
  );

  it("an update, as it is stored for sending (each recipient's link a placeholder)", async () => {
    await expectRendered(
      "update",
      await updateMail(UPDATE, UNSUBSCRIBE_PLACEHOLDER),
    );
  });

  it.each([
    ["contact-notice", enquiry()],
    [
      "contact-notice-marked",
      enquiry({
        marked_at: "2026-11-24T13:05:00.000Z",
        marked_reason: "Angebot für Suchmaschinenwerbung",
      }),
    ],
  ])("the notice of an enquiry: %s", async (name, row) => {
    await expectRendered(
      name,
      await mailKinds["contact-notice"].compose(row, queued, context),
    );
  });

  it("the overview of held enquiries", async () => {
    // Its links are good for some days from when it is made.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T08:00Z") });
    try {
      const held = (id: number, changes: Partial<ContactRow>) =>
        enquiry({
          id,
          held_at: "2026-11-24T13:05:00.000Z",
          hold_kind: "suspected",
          review_token: `review-secret-${id}`,
          ...changes,
        });
      const listed = [
        held(41, {
          held_reasons: JSON.stringify([
            { rule: "form-time", text: "Zeitstempel fehlt" },
          ]),
        }),
        held(42, {
          created_at: "2026-11-23T07:40:00.000Z",
          name: "Web Agentur",
          email: "info@agentur.example",
          message: "Wir bieten Ihnen Backlinks an!\nJetzt buchen.",
          held_reasons: JSON.stringify([
            { rule: "too-fast", text: "0,2 s nach dem Öffnen abgeschickt" },
            { rule: "links", text: "drei Links in der Nachricht" },
          ]),
        }),
      ];
      await expectRendered(
        "held-overview",
        await mailKinds["held-overview"].compose(listed, queued, context),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

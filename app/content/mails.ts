import { addressInline, company } from "./company.ts";
import { visitorText } from "../lib/visitor-text.ts";
import { heldLinkDays } from "./held-review.ts";
import { retention } from "./retention.ts";

/**
 * The mails the site sends with real delivery on. Plain text, German, formal.
 * Mails to subscribers carry no advertising before consent is confirmed, and
 * every one of them an unsubscribe link.
 */

/** How every mail to a subscriber closes, before the company's name. */
export const mailClosing = "Mit freundlichen Grüßen";

/** The question before the unsubscribe link at the end of a mail to a subscriber, and the link's label. */
export const unsubscribeLine = {
  question: "Sie möchten keine E-Mails mehr von uns erhalten?",
  label: "Abmelden",
};

const signature = [
  mailClosing,
  company.legalName,
  addressInline(company),
  company.email,
].join("\n");

/** What a marked notice's subject begins with: a mail rule can sort by it too. */
const markedPrefix = "[Werbeverdacht]";

export const mails = {
  /** The updates' list as mail programs name it (List-Id, RFC 2919). */
  listName: `Neuigkeiten von ${company.brand}`,
  contactNotice: {
    // Visitor text without what would reorder the subject in the owner's
    // mail program or break it (visitor-text.ts), as in the text.
    subject: (name: string, marked = false) =>
      `${marked ? `${markedPrefix} ` : ""}Neue Kontaktanfrage von ${visitorText(name)}`,
    text: (request: {
      name: string;
      email: string;
      company: string;
      message: string;
      receivedAt: string;
      deleteBy: string;
      /** What read like an offer, when the notice is marked for the mail filter. */
      marked?: string;
      /** The link that teaches the spam defence: "Das ist Spam", or when marked "Das ist kein Spam". */
      spamLink?: { lesson: "spam" | "not-spam"; url: string };
    }) =>
      [
        ...(request.marked !== undefined
          ? [
              `Diese Anfrage liest sich wie Werbung (${request.marked}). Die Website hat sie trotzdem sofort zugestellt und für Ihren Spamfilter markiert (X-Spam-Flag: YES). Ist sie echt, antworten Sie einfach.`,
              "",
            ]
          : []),
        // The visitor's fields beside the notice's own labels, each on its
        // line and its message below, with nothing that could fake or
        // reorder a line (visitor-text.ts).
        `Name: ${visitorText(request.name)}`,
        `E-Mail: ${visitorText(request.email)}`,
        `Unternehmen: ${visitorText(request.company) || "\u2013"}`,
        `Eingegangen: ${request.receivedAt}`,
        "",
        visitorText(request.message, { multiline: true }),
        "",
        "\u2013\u2013",
        ...(request.spamLink
          ? [
              request.spamLink.lesson === "spam"
                ? `Das ist Spam? Ein Klick, und die Website markiert ähnliche Anfragen künftig eher: ${request.spamLink.url}`
                : `Das ist kein Spam? Ein Klick, und die Website markiert ähnliche Anfragen künftig seltener: ${request.spamLink.url}`,
            ]
          : []),
        `Bitte löschen Sie diese E-Mail spätestens am ${request.deleteBy}, sofern keine gesetzliche Aufbewahrungspflicht entgegensteht (Speicherdauer laut Datenschutzerklärung: ${retention.contactRequestDays}\u00a0Tage).`,
      ].join("\n"),
  },
  heldOverview: {
    subject: (count: number) =>
      count === 1
        ? "1 zurückgehaltene Kontaktanfrage"
        : `${count} zurückgehaltene Kontaktanfragen`,
    text(overview: {
      /** Whether the hourly cap of notices held some back. */
      hourCap: boolean;
      /** The date by which the oldest listed enquiry is deleted, German. */
      deleteBy: string;
      /** How many more it names than it shows (past a page of entries). */
      more: number;
      enquiries: {
        id: number;
        receivedAt: string;
        name: string;
        email: string;
        firstLine: string;
        reasons: string[];
        /** The links that release or delete it (each works once). */
        links: { release: string; dismiss: string };
      }[];
    }) {
      const { enquiries, more } = overview;
      const total = enquiries.length + more;
      const one = total === 1;
      return [
        "Guten Tag,",
        "",
        one
          ? "die Website hat diese Kontaktanfrage zurückgehalten, weil sie wie automatisch versandt wirkte oder über die Stundengrenze hinaus einging. Zu ihr ging bisher keine eigene Meldung an Sie."
          : `die Website hat ${more > 0 ? "" : "diese "}${total} Kontaktanfragen zurückgehalten, weil sie wie automatisch versandt wirkten oder über die Stundengrenze hinaus eingingen. Zu ihnen ging bisher keine eigene Meldung an Sie.`,
        ...(more > 0
          ? [
              "",
              `Hier stehen die ${enquiries.length}, die am ehesten von Menschen stammen, die neuesten zuerst. Die ${more} weiteren nennt auf dem Server: npm run inbox -- list`,
            ]
          : []),
        ...(overview.hourCap
          ? [
              "",
              "In einer Stunde kamen mehr Anfragen, als Meldungen eingestellt sind (NOTICES_PER_HOUR): Die weiteren stehen ebenfalls hier.",
            ]
          : []),
        "",
        ...enquiries.flatMap((enquiry) => [
          `#${enquiry.id} · ${enquiry.receivedAt} · ${enquiry.name} <${enquiry.email}>`,
          `  „${enquiry.firstLine}“`,
          `  ${enquiry.reasons.length === 1 ? "Grund" : "Gründe"}: ${enquiry.reasons.join("; ")}`,
          `  Freigeben (die Meldung geht sofort an Sie): ${enquiry.links.release}`,
          `  Löschen: ${enquiry.links.dismiss}`,
          "",
        ]),
        `Bitte sehen Sie sich jede Anfrage an, damit Ihnen keine echte verloren geht. Jeder Link öffnet eine Seite, deren Knopf die Anfrage freigibt oder löscht; er wirkt einmal und ${heldLinkDays}\u00a0Tage lang. Auf dem Server geht es auch:`,
        "  npm run inbox -- list                (alle Angaben)",
        "  npm run inbox -- release ID          (freigeben: die Meldung geht an Sie)",
        "  npm run inbox -- dismiss ID          (löschen)",
        "",
        "\u2013\u2013",
        `Zurückgehaltene Anfragen werden wie alle Anfragen nach ${retention.contactRequestDays}\u00a0Tagen gelöscht. Bitte löschen Sie diese E-Mail spätestens am ${overview.deleteBy}, sofern keine gesetzliche Aufbewahrungspflicht entgegensteht.`,
      ].join("\n");
    },
  },
  signupConfirmation: {
    subject: "Bitte bestätigen Sie Ihre Anmeldung",
    greeting: "Guten Tag,",
    request: `Ihre E-Mail-Adresse wurde auf der Website von ${company.brand} für Neuigkeiten zum Start der Terminplattform angemeldet. Bitte bestätigen Sie die Anmeldung über diesen Link:`,
    /** The label of the confirm link where the mail shows it as a button (HTML). */
    confirmLabel: "Anmeldung bestätigen",
    notYou: `Wenn Sie sich nicht angemeldet haben, brauchen Sie nichts zu tun: Ohne Bestätigung löschen wir Ihre Adresse nach ${retention.pendingSignupDays}\u00a0Tagen.`,
    text(links: { confirm: string; unsubscribe: string }) {
      return [
        this.greeting,
        "",
        this.request,
        "",
        links.confirm,
        "",
        this.notYou,
        "",
        signature,
        "",
        `Abmelden: ${links.unsubscribe}`,
      ].join("\n");
    },
  },
  signupWelcome: {
    subject: "Ihre Anmeldung ist bestätigt",
    greeting: "Guten Tag,",
    thanks:
      "vielen Dank, Ihre Anmeldung ist bestätigt. Wir schreiben Ihnen, sobald es Neuigkeiten zum Start der Terminplattform gibt.",
    /** The line mail programs show after the subject (HTML). */
    preview: "Vielen Dank, Ihre Anmeldung ist bestätigt.",
    text(links: { unsubscribe: string }) {
      return [
        this.greeting,
        "",
        this.thanks,
        "",
        signature,
        "",
        `${unsubscribeLine.question} ${unsubscribeLine.label}: ${links.unsubscribe}`,
      ].join("\n");
    },
  },
} as const;

import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { company } from "../../app/content/company.ts";
import { mailClosing, mails } from "../../app/content/mails.ts";
import { type MarkdownLook, updateHtml } from "../updates/markdown.ts";
import {
  SiteMail,
  type SiteMailProps,
  mailColors,
  mailText,
  renderMail,
} from "./layout.tsx";

/** A mail ready for the transport: subject, HTML and its plain-text alternative. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The links of a subscriber's mails. */
export interface SubscriberLinks {
  confirm: string;
  unsubscribe: string;
}

const linkStyle = { color: mailColors.primary, textDecoration: "underline" };

/**
 * A mail to a subscriber whose text part is written out (confirmation,
 * welcome): its content, then the close the text part has too, before the
 * sender's details.
 */
function WrittenOutMail({ children, ...frame }: SiteMailProps) {
  return (
    <SiteMail {...frame}>
      {children}
      <Text style={mailText}>
        {mailClosing}
        <br />
        {company.legalName}
      </Text>
    </SiteMail>
  );
}

/** The double opt-in mail: its text stays as it was, the HTML shows the link as a button. */
export async function confirmationMail(
  links: SubscriberLinks,
): Promise<RenderedMail> {
  const copy = mails.signupConfirmation;
  const { html } = await renderMail(
    <WrittenOutMail
      title={copy.subject}
      preview={copy.request}
      unsubscribeUrl={links.unsubscribe}
    >
      <Text style={mailText}>{copy.greeting}</Text>
      <Text style={mailText}>{copy.request}</Text>
      <Button
        href={links.confirm}
        style={{
          backgroundColor: mailColors.primary,
          borderRadius: "8px",
          color: mailColors.primaryForeground,
          fontSize: "16px",
          fontWeight: 700,
          padding: "12px 20px",
        }}
      >
        {copy.confirmLabel}
      </Button>
      <Text
        style={{
          ...mailText,
          fontSize: "13px",
          margin: "12px 0 16px",
          // The link as text, for programs that show no button: a long
          // unbroken address must wrap on a phone.
          wordBreak: "break-all",
        }}
      >
        <Link href={links.confirm} style={linkStyle}>
          {links.confirm}
        </Link>
      </Text>
      <Text style={mailText}>{copy.notYou}</Text>
    </WrittenOutMail>,
  );
  return { subject: copy.subject, html, text: copy.text(links) };
}

/** The mail after confirming: its text stays as it was. */
export async function welcomeMail(
  links: Pick<SubscriberLinks, "unsubscribe">,
): Promise<RenderedMail> {
  const copy = mails.signupWelcome;
  const { html } = await renderMail(
    <WrittenOutMail
      title={copy.subject}
      preview={copy.preview}
      unsubscribeUrl={links.unsubscribe}
    >
      <Text style={mailText}>{copy.greeting}</Text>
      <Text style={mailText}>{copy.thanks}</Text>
    </WrittenOutMail>,
  );
  return { subject: copy.subject, html, text: copy.text(links) };
}

/** Markdown's elements in the site's look. */
const markdownStyles: MarkdownLook = {
  p: mailText,
  li: { ...mailText, margin: "0 0 6px" },
  h1: { color: mailColors.foreground, fontSize: "24px", margin: "0 0 16px" },
  h2: { color: mailColors.foreground, fontSize: "20px", margin: "24px 0 12px" },
  h3: { color: mailColors.foreground, fontSize: "17px", margin: "20px 0 8px" },
  link: linkStyle,
  image: { maxWidth: "100%", height: "auto" },
  hr: { border: "none", borderTop: `1px solid ${mailColors.border}` },
};

/**
 * An update to subscribers from its Markdown. Rendered once per update, with
 * `unsubscribeUrl` a placeholder each recipient's own link replaces: 10,000
 * mails need one rendering, not 10,000.
 */
export async function updateMail(
  update: { subject: string; markdown: string },
  unsubscribeUrl: string,
): Promise<RenderedMail> {
  const rendered = await renderMail(
    <SiteMail title={update.subject} unsubscribeUrl={unsubscribeUrl}>
      <div
        dangerouslySetInnerHTML={{
          __html: updateHtml(update.markdown, markdownStyles),
        }}
      />
    </SiteMail>,
  );
  return { subject: update.subject, ...rendered };
}

// The look of every mail to a subscriber, as React Email components, in TSX
// like the pages: Node compiles it when it is loaded (server/tsx.ts,
// decision 066).
// Each component from its own package: the collection package
// (@react-email/components) also loads a syntax highlighter and Tailwind,
// a quarter of a second at every start of npm run updates.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render, toPlainText } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { addressInline, company } from "../../app/content/company.ts";
import { unsubscribeLine } from "../../app/content/mails.ts";
import { cssToken } from "../../app/lib/css-tokens.ts";
import { readDesignTokens } from "../../app/lib/design-tokens.ts";

/**
 * The site's colours, read from app/app.css (the one place they are
 * defined), as literal values for mail programs that read inline styles only.
 */
const tokens = readDesignTokens();
export const mailColors = {
  background: cssToken(tokens, "color-muted"),
  card: cssToken(tokens, "color-card"),
  foreground: cssToken(tokens, "color-foreground"),
  muted: cssToken(tokens, "color-muted-foreground"),
  border: cssToken(tokens, "color-border"),
  primary: cssToken(tokens, "color-primary"),
  primaryForeground: cssToken(tokens, "color-primary-foreground"),
};

/** The mails' type: the reader's own system font, no web font. */
const mailFontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const mailText: CSSProperties = {
  color: mailColors.foreground,
  fontSize: "16px",
  lineHeight: "1.6",
  margin: "0 0 16px",
};

/** The small print under a mail's rule. */
export const mailSmall: CSSProperties = {
  color: mailColors.muted,
  fontSize: "13px",
  lineHeight: "1.5",
  margin: "0 0 8px",
};

/**
 * The sender as the Impressum names it (§ 5 DDG): company, address, register,
 * managing directors. Every mail to a subscriber carries it.
 */
function senderIdentification(): string[] {
  return [
    `${company.legalName}, ${addressInline(company)}`,
    `${company.registerCourt}, ${company.registerNumber}; Geschäftsführung: ${company.managingDirectors.join(", ")}`,
    company.email,
  ];
}

export interface MailFrameProps {
  /** The mail's subject: the HTML document's title. */
  title: string;
  /** The line mail programs show after the subject; none: the start of the text. */
  preview?: string;
  /** What stands between the brand and the rule. */
  children?: ReactNode;
  /** What stands under the rule: who sends the mail, and why it comes. */
  footer: ReactNode;
}

/**
 * The frame of every mail in the site's look: the brand on a card, the
 * content, a rule, and the footer in small print.
 */
export function MailFrame({
  title,
  preview,
  children,
  footer,
}: MailFrameProps) {
  return (
    <Html lang="de" dir="ltr">
      <Head>
        {/* Phones' mail programs lay the mail out at the screen's width. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </Head>
      {preview ? <Preview>{preview}</Preview> : null}
      <Body
        style={{
          backgroundColor: mailColors.background,
          fontFamily: mailFontFamily,
          margin: 0,
          padding: "24px 12px",
        }}
      >
        <Container
          style={{
            backgroundColor: mailColors.card,
            border: `1px solid ${mailColors.border}`,
            borderRadius: "12px",
            maxWidth: "600px",
            padding: "28px 24px",
          }}
        >
          <Text
            style={{
              color: mailColors.primary,
              fontSize: "20px",
              fontWeight: 700,
              margin: "0 0 20px",
            }}
          >
            {company.brand}
          </Text>
          {children}
          <Hr
            style={{ borderColor: mailColors.border, margin: "24px 0 16px" }}
          />
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

export interface SiteMailProps {
  /** The mail's subject: the HTML document's title. */
  title: string;
  /** The line mail programs show after the subject; none: the start of the text. */
  preview?: string;
  /** The link that ends the subscription. */
  unsubscribeUrl: string;
  children?: ReactNode;
}

/** A mail to a subscriber in the site's look: brand, text, then who sends it and how to leave. */
export function SiteMail({
  title,
  preview,
  unsubscribeUrl,
  children,
}: SiteMailProps) {
  const footer = (
    <>
      {senderIdentification().map((line) => (
        <Text key={line} style={mailSmall}>
          {line}
        </Text>
      ))}
      <Text style={mailSmall}>
        {`${unsubscribeLine.question} `}
        <Link
          href={unsubscribeUrl}
          style={{ color: mailColors.primary, textDecoration: "underline" }}
        >
          {unsubscribeLine.label}
        </Link>
      </Text>
    </>
  );
  return (
    <MailFrame title={title} preview={preview} footer={footer}>
      <Section>{children}</Section>
    </MailFrame>
  );
}

/** A mail's two parts: the HTML, and the plain text the library derives from it. */
export async function renderMail(
  element: ReactNode,
): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}

import { Fragment } from "react";
import { externalLinkHint } from "~/content/navigation";
import type {
  Inline,
  LegalDocument as LegalDocumentData,
  LegalNotice as LegalNoticeData,
  Paragraph,
} from "~/content/legal/types";
import { cn } from "~/lib/utils";
import { Container } from "./section";

/** Renders a legal text (Impressum, Datenschutz) from content data. */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const { numbered, sections, intro, footnote, tocLabel } = document;
  // "1." before each heading of a numbered text, in its title and its entry in the contents.
  const number = (index: number) => (numbered ? `${index + 1}. ` : "");
  return (
    <Container className="py-12 sm:py-16">
      <div className="max-w-3xl">
        {intro?.map((paragraph, index) => (
          <Text key={index} paragraph={paragraph} className="text-lg" />
        ))}
        {tocLabel && (
          <nav
            aria-labelledby="inhalt-titel"
            className="mt-8 rounded-xl border bg-muted p-6"
          >
            <h2 id="inhalt-titel" className="text-base font-bold">
              {tocLabel}
            </h2>
            {/* Two columns read top to bottom; a wrapped title hangs after its number. */}
            <ol className="mt-3 gap-x-6 sm:columns-2">
              {sections.map((section, index) => (
                <li key={section.id} className="break-inside-avoid">
                  <a
                    href={`#${section.id}`}
                    className="flex min-h-11 items-baseline gap-1.5 py-2.5 leading-snug text-primary hover:underline md:min-h-9 md:py-1.5"
                  >
                    {numbered && (
                      <span className="w-6 shrink-0 text-right tabular-nums">
                        {number(index)}
                      </span>
                    )}
                    <span>{section.heading}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-titel`}
            className="mt-10"
          >
            <h2
              id={`${section.id}-titel`}
              className="text-xl font-bold tracking-tight sm:text-2xl"
            >
              {`${number(index)}${section.heading}`}
            </h2>
            {section.paragraphs?.map((paragraph, i) => (
              <Text key={i} paragraph={paragraph} />
            ))}
            {section.lines && <Lines lines={section.lines} />}
            {section.list && (
              <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed">
                {section.list.map((item, i) => (
                  <li key={i}>
                    <Runs paragraph={item} />
                  </li>
                ))}
              </ul>
            )}
            {section.after?.map((paragraph, i) => (
              <Text key={i} paragraph={paragraph} />
            ))}
            {section.notice && (
              <Notice id={`${section.id}-hinweis`} notice={section.notice} />
            )}
          </section>
        ))}
        {footnote && (
          <p className="mt-12 text-sm text-muted-foreground">{footnote}</p>
        )}
      </div>
    </Container>
  );
}

/** A notice set apart in a highlighted box with its own heading. */
function Notice({ id, notice }: { id: string; notice: LegalNoticeData }) {
  return (
    <section
      aria-labelledby={`${id}-titel`}
      className="mt-6 rounded-xl border-2 border-primary bg-muted p-5 sm:p-6"
    >
      <h3 id={`${id}-titel`} className="text-lg font-bold">
        {notice.heading}
      </h3>
      {notice.paragraphs.map((paragraph, i) => (
        <Text key={i} paragraph={paragraph} />
      ))}
      {notice.lines && <Lines lines={notice.lines} />}
    </section>
  );
}

function Lines({ lines }: { lines: readonly Paragraph[] }) {
  return (
    <p className="mt-3 leading-relaxed">
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          <Runs paragraph={line} />
        </Fragment>
      ))}
    </p>
  );
}

function Text({
  paragraph,
  className,
}: {
  paragraph: Paragraph;
  className?: string;
}) {
  return (
    <p className={cn("mt-3 leading-relaxed break-words", className)}>
      <Runs paragraph={paragraph} />
    </p>
  );
}

function Runs({ paragraph }: { paragraph: Paragraph }) {
  const runs: readonly Inline[] =
    typeof paragraph === "string" ? [paragraph] : paragraph;
  return runs.map((run, index) =>
    typeof run === "string" ? (
      run
    ) : (
      <a
        key={index}
        href={run.href}
        className="break-words text-primary underline underline-offset-2 hover:no-underline"
        {...(run.external && { target: "_blank", rel: "noopener noreferrer" })}
      >
        {run.text === run.href || `mailto:${run.text}` === run.href ? (
          <UrlText url={run.text} />
        ) : (
          run.text
        )}
        {run.external && <span className="sr-only"> {externalLinkHint}</span>}
      </a>
    ),
  );
}

/**
 * A URL or e-mail address shown as text may break after each slash or after
 * the @ (the convention for addresses, which must not gain a hyphen) rather
 * than anywhere inside a word.
 */
function UrlText({ url }: { url: string }) {
  return url.split(/(?<=\/)(?!\/)|(?<=@)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

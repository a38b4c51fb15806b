import { Fragment } from "react";
import { Badge } from "~/components/ui/badge";
import { type TokenKind, highlightHttp } from "~/lib/highlight";

const tokenClasses: Record<TokenKind, string> = {
  keyword: "font-bold text-code-keyword",
  name: "text-code-name",
  string: "text-code-string",
  number: "text-code-number",
  literal: "text-code-number",
  muted: "text-code-muted",
};

interface CodePanelProps {
  badge: string;
  title: string;
  text: string;
  blocks: readonly { label: string; code: string }[];
}

/**
 * An HTTP exchange as real, selectable text, highlighted while the page is
 * rendered: the API page's picture. Marked as an example in its caption.
 */
export function CodePanel({ badge, title, text, blocks }: CodePanelProps) {
  return (
    <figure className="min-w-0 overflow-hidden rounded-2xl bg-code text-code-foreground shadow-xl">
      <figcaption className="border-b border-primary px-4 py-4 sm:px-5">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-2 font-bold">
          <Badge className="border-transparent bg-code-keyword text-code">
            {badge}
          </Badge>
          {title}
        </span>
        <span className="mt-2 block text-sm leading-relaxed text-code-muted">
          {text}
        </span>
      </figcaption>
      {blocks.map((block) => (
        <div
          key={block.label}
          className="border-primary px-4 py-4 not-last:border-b sm:px-5"
        >
          <p className="text-xs font-bold tracking-wide text-code-muted uppercase">
            {block.label}
          </p>
          <pre className="mt-2 overflow-x-auto font-mono text-xs leading-relaxed sm:text-[0.8125rem]">
            <code>
              {highlightHttp(block.code).map((line, index) => (
                <Fragment key={index}>
                  {index > 0 && "\n"}
                  {line.map((token, i) =>
                    token.kind ? (
                      <span key={i} className={tokenClasses[token.kind]}>
                        {token.text}
                      </span>
                    ) : (
                      token.text
                    ),
                  )}
                </Fragment>
              ))}
            </code>
          </pre>
        </div>
      ))}
    </figure>
  );
}

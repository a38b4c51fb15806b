import { ArrowRight, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { externalLinkHint } from "~/content/navigation";
import { pathOf } from "~/content/pages";
import { withSourceTag } from "~/content/site";
import type { Action } from "~/content/types";

type ActionLinkProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  action: Action;
};

/** A call to action from the content, rendered as a button-styled link. */
export function ActionLink({ action, ...buttonProps }: ActionLinkProps) {
  if ("external" in action) {
    return (
      <Button asChild {...buttonProps}>
        <a
          href={withSourceTag(action.external)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {action.label}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only"> {externalLinkHint}</span>
        </a>
      </Button>
    );
  }
  if ("anchor" in action) {
    return (
      <Button asChild {...buttonProps}>
        {/* A plain in-page link: the browser scrolls (smoothly unless the
            visitor prefers reduced motion, see app.css) and moves focus to the
            target section, which is focusable. No script involved. */}
        <a href={`#${action.anchor}`}>{action.label}</a>
      </Button>
    );
  }
  return (
    <Button asChild {...buttonProps}>
      <Link reloadDocument to={`${pathOf(action.page)}${action.search ?? ""}`}>
        {action.label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

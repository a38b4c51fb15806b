import { ArrowRight, ExternalLink } from "lucide-react";
import type { MouseEvent } from "react";
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
        <a
          href={`#${action.anchor}`}
          onClick={(event) => jumpTo(event, action.anchor)}
        >
          {action.label}
        </a>
      </Button>
    );
  }
  return (
    <Button asChild {...buttonProps}>
      <Link to={`${pathOf(action.page)}${action.search ?? ""}`}>
        {action.label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/**
 * Scrolls to an in-page section, smoothly unless the visitor prefers reduced
 * motion, and moves focus there so keyboard users continue from the target.
 * Without JavaScript the plain anchor does the same jump.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia(
    "(prefers-reduced-motion: reduce)",
  ).matches;
  target.scrollIntoView({
    behavior: reduceMotion ? "auto" : "smooth",
    block: "start",
  });
  target.focus({ preventScroll: true });
}

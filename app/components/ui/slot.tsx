import {
  type HTMLAttributes,
  type ReactElement,
  cloneElement,
  isValidElement,
} from "react";
import { cn } from "~/lib/utils";

/**
 * Renders its only child with the given props merged in (the `asChild`
 * pattern): the child's own props win, class names are joined.
 */
export function Slot({
  children,
  className,
  ...props
}: HTMLAttributes<HTMLElement>) {
  if (!isValidElement<HTMLAttributes<HTMLElement>>(children)) return null;
  const child = children as ReactElement<HTMLAttributes<HTMLElement>>;
  return cloneElement(child, {
    ...props,
    ...child.props,
    className: cn(className, child.props.className),
  });
}

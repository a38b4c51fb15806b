import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * State and wiring of a disclosure (a button that shows and hides a panel of
 * links). Escape closes it and returns focus to the button; a click or focus
 * outside the container closes it; any navigation closes it.
 */
export function useDisclosure<
  Container extends HTMLElement = HTMLDivElement,
>() {
  const location = useLocation();
  // Open "at" a location: navigating anywhere derives "closed" without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<Container>(null);

  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(
    () =>
      setOpenAt((current) => (current === location.key ? null : location.key)),
    [location.key],
  );

  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !containerRef.current?.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (isOutside(event.target)) setOpenAt(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  return {
    open,
    close,
    containerRef,
    panelId,
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: toggle,
    },
  };
}

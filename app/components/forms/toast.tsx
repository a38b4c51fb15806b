import { X } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { toastCloseLabel, toastRegionLabel } from "~/content/forms";

/** How long a message stays, unless the pointer or focus is on it. */
export const TOAST_DURATION_MS = 6000;

interface Toast {
  id: number;
  kind: "success" | "error";
  title: string;
  text: string;
}

// One message at a time: a new one replaces the last.
let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(toast: Toast | null) {
  current = toast;
  for (const listener of listeners) listener();
}

/** Shows a message in the page's live region (see FormToaster). */
export function showToast(kind: Toast["kind"], title: string, text: string) {
  publish({ id: nextId++, kind, title, text });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The live region for form messages: always in the page, so screen readers
 * announce what is put into it (politely for success, at once for errors).
 * A message closes after six seconds, waits while the pointer or keyboard
 * focus is on it, and has a close button. About 1 KB instead of a library.
 */
export function FormToaster() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(() => publish(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, paused]);

  return (
    <section
      aria-label={toastRegionLabel}
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast?.kind === "success" && (
          <Message toast={toast} setPaused={setPaused} />
        )}
      </div>
      <div role="alert" aria-atomic="true">
        {toast?.kind === "error" && (
          <Message toast={toast} setPaused={setPaused} />
        )}
      </div>
    </section>
  );
}

function Message({
  toast,
  setPaused,
}: {
  toast: Toast;
  setPaused: (paused: boolean) => void;
}) {
  return (
    // Hovering or focusing only holds the timer (WCAG 2.2.1); the close
    // button is the control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      key={toast.id}
      data-toast={toast.kind}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-auto flex w-[min(24rem,calc(100vw-2rem))] items-start gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-lg motion-safe:animate-[toast-in_200ms_ease-out]"
    >
      <div className="min-w-0 flex-1">
        <p
          className={
            toast.kind === "error" ? "font-bold text-destructive" : "font-bold"
          }
        >
          {toast.title}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{toast.text}</p>
      </div>
      <button
        type="button"
        aria-label={toastCloseLabel}
        onClick={() => publish(null)}
        className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

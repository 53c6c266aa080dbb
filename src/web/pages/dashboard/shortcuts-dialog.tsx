/** The dashboard's keyboard shortcuts, listed when `?` is pressed (issue 17 item 8). */
import { useEffect, useId, useRef } from "react";
import { Button } from "../../components/ui/button.js";

export const DASHBOARD_SHORTCUTS = [
  { key: "n", what: "Focus Quick add" },
  { key: "/", what: "Focus Search goals" },
  { key: "j", what: "Next goal card" },
  { key: "k", what: "Previous goal card" },
  { key: "+", what: "Log +10% on the focused goal card" },
  { key: "?", what: "Show these shortcuts" },
] as const;

/**
 * A modal dialog: the browser keeps focus inside it, closes it on Esc, and then returns focus
 * to where it was (HTML's dialog focusing steps; e2e/daily-cards checks it): a goal card, say,
 * so `j` and `+` go on from there.
 */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    else if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="p-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Keyboard shortcuts
          </h2>
          <Button variant="ghost" size="sm" onClick={() => dialog.current?.close()}>
            Close
          </Button>
        </div>
        <dl className="mt-3 space-y-2 text-sm">
          {DASHBOARD_SHORTCUTS.map(({ key, what }) => (
            <div key={key} className="flex items-center gap-3">
              <dt className="w-8 shrink-0">
                <kbd className="inline-block min-w-6 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs dark:border-slate-600 dark:bg-slate-800">
                  {key}
                </kbd>
              </dt>
              <dd className="text-slate-700 dark:text-slate-300">{what}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">Not while typing in a field.</p>
      </div>
    </dialog>
  );
}

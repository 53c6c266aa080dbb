import { type ToastAction, dismissToast, useToasts } from "../../lib/toast.js";

const styles = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100",
  error: "border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100",
  warning: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
  info: "border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100",
} as const;

/** Renders the toast stack; errors are announced assertively, the rest politely. */
export function Toaster() {
  const toasts = useToasts();
  return (
    // On a phone, at the top under the header: at the bottom they sat on the Quick add field the
    // keyboard keeps just above itself (issue 28, item 12). From 640 px, bottom right, above the
    // Coach button (bottom-4, 48 px high), never on it (issue 15 item 9).
    <div className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 px-4 sm:top-auto sm:bottom-20 sm:items-end sm:pr-6">
      <div aria-live="polite" role="status" className="contents">
        {toasts
          .filter((t) => t.kind !== "error")
          .map((t) => (
            <ToastItem key={t.id} id={t.id} className={styles[t.kind]} message={t.message} action={t.action} />
          ))}
      </div>
      <div aria-live="assertive" role="alert" className="contents">
        {toasts
          .filter((t) => t.kind === "error")
          .map((t) => (
            <ToastItem key={t.id} id={t.id} className={styles.error} message={t.message} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({
  id,
  className,
  message,
  action,
}: {
  id: number;
  className: string;
  message: string;
  action?: ToastAction | undefined;
}) {
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${className}`}
    >
      <p className="flex-1">{message}</p>
      {action ? (
        <button
          type="button"
          onClick={() => {
            dismissToast(id);
            action.run();
          }}
          className="rounded px-1 font-semibold underline underline-offset-2 hover:no-underline"
        >
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => dismissToast(id)}
        className="rounded px-1 leading-none opacity-70 hover:opacity-100"
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </div>
  );
}

import { dismissUpdate, registerServiceWorker, reloadToUpdate, useUpdateWaiting } from "../../lib/pwa-register.js";

/** "New version — reload": shown when a new build's service worker is waiting (issue 18). */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-2 z-50 mx-auto flex w-fit max-w-[calc(100%-1rem)] items-center gap-3 rounded-lg border border-teal-300 bg-white px-4 py-2 text-sm shadow-lg dark:border-teal-700 dark:bg-slate-900"
    >
      <span>New version available.</span>
      <button type="button" onClick={reloadToUpdate} className="rounded bg-teal-700 px-3 py-1 font-medium text-white hover:bg-teal-800">
        Reload
      </button>
      <button type="button" onClick={dismissUpdate} aria-label="Dismiss update notice" className="px-1 opacity-70 hover:opacity-100">
        ×
      </button>
    </div>
  );
}

/** Registers the service worker and renders the prompt in a root of its own (main.tsx). */
export async function mountUpdatePrompt(): Promise<void> {
  const host = document.createElement("div");
  document.body.append(host);
  const { createRoot } = await import("react-dom/client");
  createRoot(host).render(<UpdatePrompt />);
  await registerServiceWorker();
}

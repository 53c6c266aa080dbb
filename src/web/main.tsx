import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "./components/ui/toaster.js";
import { setUnauthorizedHandler } from "./lib/api.js";
import { clearSession } from "./lib/session.js";
import { AppRouter, navigateTo } from "./routes.js";
import "./styles.css";

// A revoked or expired token: forget it (and every cached answer) and go to the login page.
// The query client is imported here, not at the top: it loads with the pages that use queries
// (routes.tsx), and a refused call comes from one of them, so it is loaded already.
setUnauthorizedHandler(() => {
  clearSession();
  const next = `/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`;
  void Promise.all([import("./lib/query-client.js"), import("./lib/offline-cache.js")])
    .then(([{ queryClient }, { clearLastKnown }]) => {
      queryClient.clear();
      return clearLastKnown();
    })
    .catch(() => undefined)
    .finally(() => navigateTo(next));
});

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <AppRouter />
    <Toaster />
  </StrictMode>,
);

// The service worker (installable app, offline shell) and its "New version" prompt: loaded after
// the page, in their own chunk and their own small root, so no page waits for them. Not at the
// load event itself: on the dashboard that fires while its goals are still on the way, and the
// worker's three requests took connections from them (decision 033).
const SERVICE_WORKER_DELAY_MS = 1500;
window.addEventListener("load", () => {
  window.setTimeout(() => {
    void import("./components/layout/update-prompt.js").then(({ mountUpdatePrompt }) => mountUpdatePrompt()).catch(() => undefined);
  }, SERVICE_WORKER_DELAY_MS);
});

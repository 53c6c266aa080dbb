import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Toaster } from "./components/ui/Toaster.js";
import { setUnauthorizedHandler } from "./lib/api.js";
import { queryClient } from "./lib/query-client.js";
import { clearSession } from "./lib/session.js";
import { router } from "./routes.js";
import "./styles.css";

// A revoked or expired token: forget it and go to the login page.
setUnauthorizedHandler(() => {
  clearSession();
  queryClient.clear();
  void router.navigate(`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
});

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);

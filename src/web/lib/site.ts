/**
 * The contact address from the server's CONTACT_EMAIL (GET /api/site), shown on the landing and
 * privacy pages: the default until the server answers, and if it fails.
 *
 * A small external store rather than a TanStack query: it is the landing page's only server
 * data, and keeping the query library (9.6 kB gzip) out of the landing page's first load keeps
 * that under its 100 kB budget (issue 8). Asked once per page load, when first shown; a failed
 * request is asked again the next time a page shows the address.
 */
import { useSyncExternalStore } from "react";
import { request as callApi } from "./api.js";

export const DEFAULT_CONTACT_EMAIL = "hello@progressvault.example";

let contactEmail: string | undefined;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  request ??= callApi("GET /site", { auth: false }).then(
    ({ data }) => {
      if (typeof data?.contactEmail !== "string") return;
      contactEmail = data.contactEmail;
      for (const l of listeners) l();
    },
    () => {
      request = undefined;
    },
  );
  return () => listeners.delete(listener);
}

const snapshot = () => contactEmail ?? DEFAULT_CONTACT_EMAIL;
const serverSnapshot = () => DEFAULT_CONTACT_EMAIL;

export function useContactEmail(): string {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

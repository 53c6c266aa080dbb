/**
 * The TanStack Query provider, loaded with the pages that use it (routes.tsx) rather than in the
 * entry chunk: the landing page uses no query, and the library is 9.6 kB gzip of its 100 kB
 * first-load budget (issue 8). One client for the whole app (query-client.ts), whichever page
 * mounts the provider.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "./query-client.js";

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "./api.js";

export const DEFAULT_CONTACT_EMAIL = "hello@progressvault.example";

export function siteQueryOptions() {
  return queryOptions({
    queryKey: ["site"] as const,
    queryFn: async () => (await apiCall<{ contactEmail: string }>("GET", "/site", { auth: false })).data,
    staleTime: 5 * 60_000,
  });
}

/** The contact address from the server's CONTACT_EMAIL (a default while it loads or if it fails). */
export function useContactEmail(): string {
  const { data } = useQuery(siteQueryOptions());
  return data?.contactEmail ?? DEFAULT_CONTACT_EMAIL;
}

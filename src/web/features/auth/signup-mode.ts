/**
 * Who may sign up on this server (SIGNUP_MODE, issue 31), from GET /api/site: the sign-up page
 * says it before anyone types. Until the server answers (or if it cannot), the page is drawn as
 * in the spec's open mode and the server's 403 still says why a sign-up is refused.
 */
import { useQuery } from "@tanstack/react-query";
import type { SignupMode } from "../../../core/admin-schema.js";
import { request } from "../../lib/api.js";

export const siteQueryKey = ["site"] as const;

/** GET /api/site for the auth pages: the sign-up mode, the single sign-on button's text, the proxy sign-in. */
export function useSiteAuth() {
  return useQuery({
    queryKey: siteQueryKey,
    queryFn: async ({ signal }) => (await request("GET /site", { auth: false, signal })).data,
    staleTime: 5 * 60 * 1000,
  });
}

export function useSignupMode(): SignupMode | undefined {
  return useSiteAuth().data?.signupMode;
}

/** The texts of each mode, above the sign-up form. */
export const SIGNUP_MODE_TEXT = {
  invite: {
    title: "An invitation is needed to sign up here",
    body: "Enter the invitation code you were given, or open the invitation link you were sent.",
  },
  closed: {
    title: "Sign-ups are closed on this server",
    body: "Ask the admin of this server to create an account for you.",
  },
} as const;

/** The invitation code of a `/signup?invite=CODE` link. */
export function inviteFromSearch(search: string): string {
  return new URLSearchParams(search).get("invite")?.trim() ?? "";
}

/**
 * Sign-up, login and password-link calls: apart from lib/api.ts's `api`, which every first load
 * carries (the public goal page sits at its 100 kB budget); only the auth pages need these.
 */
import { request } from "../../lib/api.js";

const data = async <T>(p: Promise<{ data: T }>): Promise<T> => (await p).data;

export const authApi = {
  signup: (body: { username: string; password: string; why: string; invite?: string }) =>
    data(request("POST /auth/signup", { body, auth: false })),
  login: (body: { username: string; password: string }) => data(request("POST /auth/login", { body, auth: false })),
  /** POST /api/auth/reset answers 204. */
  reset: (body: { token: string; newPassword: string }) => data(request("POST /auth/reset", { body, auth: false })),
  /** "Forgot password?" by e-mail (issue 32): the same 202 answer for every address. */
  forgot: (body: { email: string }) => data(request("POST /auth/forgot", { body, auth: false })),
};

/** Single sign-on and the authenticating proxy (issue 31, decision 049): each answers as a login. */
export const externalSignInApi = {
  /** The one-time code the OIDC callback left in an HttpOnly cookie (the browser sends it). */
  finishSingleSignOn: () => data(request("POST /auth/oidc/exchange", { auth: false })),
  /** The user the proxy in front of the server names; 401 when there is none. */
  proxy: () => data(request("POST /auth/proxy", { body: {}, auth: false })),
};

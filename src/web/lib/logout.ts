/**
 * Logout: forget this browser's push subscription and revoke the token on the server (best
 * effort, in that order: the first needs the token), clear local storage, go to /login.
 */
import { api } from "./api.js";
import { clearLastKnown } from "./offline-cache.js";
import { forgetPushOnThisDevice } from "./push-logout.js";
import { queryClient } from "./query-client.js";
import { clearSession, getToken } from "./session.js";

export async function logout(navigate: (to: string) => void): Promise<void> {
  if (getToken()) {
    await forgetPushOnThisDevice();
    try {
      await api.logout();
    } catch {
      // offline or already revoked: forgetting the token locally is what matters here
    }
  }
  clearSession({ loggedOut: true });
  queryClient.clear();
  // The remembered lists are this user's private data (the service worker keeps none: decision 024).
  await clearLastKnown();
  navigate("/login");
}

/** Logout: revoke the token on the server (best effort), clear local storage, go to /login. */
import { api } from "./api.js";
import { clearLastKnown } from "./offline-cache.js";
import { queryClient } from "./query-client.js";
import { clearSession, getToken } from "./session.js";

export async function logout(navigate: (to: string) => void): Promise<void> {
  if (getToken()) {
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

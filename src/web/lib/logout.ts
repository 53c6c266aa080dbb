/** Logout: revoke the token on the server (best effort), clear local storage, go to /login. */
import { api } from "./api.js";
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
  navigate("/login");
}

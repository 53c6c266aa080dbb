/** Who is signed in, as the browser knows it: the token, username and user entry in storage. */
import { useSyncExternalStore } from "react";
import { STORAGE_KEYS, clearLocalStorage, readJson, readString, subscribeStorage, writeJson, writeString } from "./storage.js";

export interface StoredUser {
  username: string;
  why?: string;
  signedInAt: string;
}

export function getToken(): string | null {
  return readString(STORAGE_KEYS.token);
}

export function getUsername(): string | null {
  return readString(STORAGE_KEYS.username);
}

/**
 * True after the user logged out in this tab, until the next sign-in. The route guard then
 * sends them to a plain /login: the page they left is no place to "return" to (issue 15).
 */
let loggedOutHere = false;
export function wasLoggedOutHere(): boolean {
  return loggedOutHere;
}

export function saveSession(token: string, username: string): void {
  loggedOutHere = false;
  writeString(STORAGE_KEYS.token, token);
  writeString(STORAGE_KEYS.username, username);
  writeJson(STORAGE_KEYS.user, { username, signedInAt: new Date().toISOString() } satisfies StoredUser);
}

/** Logout clears local storage (spec: public §4). The server token is revoked by the caller. */
export function clearSession(opts: { loggedOut?: boolean } = {}): void {
  loggedOutHere = opts.loggedOut ?? false;
  clearLocalStorage();
}

export function readStoredUser(): StoredUser | null {
  return readJson<StoredUser | null>(STORAGE_KEYS.user, null);
}

/** A login indicator: a token, a stored username or the auth cookie (public §3). */
export function hasLoginIndicator(): boolean {
  if (getToken() || getUsername()) return true;
  try {
    return /(?:^|;\s*)(token|auth)=/.test(document.cookie);
  } catch {
    return false;
  }
}

export interface SessionSnapshot {
  token: string | null;
  username: string | null;
}

let cached: SessionSnapshot = { token: null, username: null };
function snapshot(): SessionSnapshot {
  const token = getToken();
  const username = getUsername();
  if (token !== cached.token || username !== cached.username) cached = { token, username };
  return cached;
}

/** Re-renders when the session changes in this tab or another. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeStorage, snapshot, () => cached);
}

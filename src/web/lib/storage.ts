/**
 * Every key the app keeps in the browser (spec: "Browser storage" / "Data kept on the device").
 * Reads never throw: private modes and full quotas fall back to "nothing stored".
 */
export const STORAGE_KEYS = {
  token: "token",
  username: "username",
  user: "progressvault_user",
  likes: "pv_likes",
  saves: "pv_saves",
  follows: "pv_follows",
  filters: "pv_filters",
  circles: "pv_circles",
  collections: "pv_collections",
  prefs: "pv_prefs",
  /** Goals whose removal the server has not confirmed, per username (features/goals/pending-removals.ts). */
  pendingRemovals: "pv_pending_removals",
} as const;

export const SESSION_KEYS = { demoNudge: "pv_demo_nudge" } as const;

const listeners = new Set<() => void>();

/** Subscribe to changes of local storage made in this tab or another one. */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function notify() {
  for (const l of listeners) l();
}

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: keep working in memory for this page
  }
  notify();
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

export function clearLocalStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // nothing to clear
  }
  notify();
}

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // ignore
  }
}

export interface Prefs {
  digest_optin: boolean;
  /** "system" follows the device's light or dark setting (issue 28, item 11); the default is light. */
  theme: "light" | "dark" | "system";
}

export function readPrefs(): Prefs {
  const p = readJson<Partial<Prefs>>(STORAGE_KEYS.prefs, {});
  return { digest_optin: p.digest_optin === true, theme: p.theme === "dark" || p.theme === "system" ? p.theme : "light" };
}

export function writePrefs(changes: Partial<Prefs>): void {
  // Other preferences kept there (lib/start-page.ts) stay.
  writeJson(STORAGE_KEYS.prefs, { ...readJson(STORAGE_KEYS.prefs, {}), ...readPrefs(), ...changes });
}

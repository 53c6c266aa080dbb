import { useSyncExternalStore } from "react";
import { readPrefs, subscribeStorage, writePrefs } from "../../lib/storage.js";

/** pv_prefs.digest_optin (default false), live across tabs. */
export function useDigestOptIn(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    subscribeStorage,
    () => readPrefs().digest_optin,
    () => false,
  );
  return [on, (next: boolean) => writePrefs({ digest_optin: next })];
}

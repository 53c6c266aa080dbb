/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker (issue 18; decision 024) and tells the page when a new version
 * is waiting. Loaded lazily after the first paint (main.tsx), so the entry chunk carries none of
 * Workbox; nothing here calls /api, so demo mode stays without server calls.
 */
import { useSyncExternalStore } from "react";

let updateWaiting = false;
let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean) {
  updateWaiting = value;
  for (const l of listeners) l();
}

export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const { registerSW } = await import("virtual:pwa-register");
  applyUpdate = registerSW({
    immediate: true,
    // A new build's worker is installed and waiting: it takes over only when the user agrees,
    // so a page never runs chunks of two versions.
    onNeedRefresh: () => setUpdateWaiting(true),
  });
}

/** Activates the waiting worker and reloads the page on it. */
export function reloadToUpdate(): void {
  void applyUpdate?.(true);
}

export function dismissUpdate(): void {
  setUpdateWaiting(false);
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => updateWaiting,
    () => false,
  );
}

import { readPrefs, writePrefs } from "./storage.js";

export type Theme = "light" | "dark" | "system";

/** The device's setting, which the System theme follows. */
const SYSTEM_DARK = "(prefers-color-scheme: dark)";

export function currentTheme(): Theme {
  return readPrefs().theme;
}

function systemIsDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(SYSTEM_DARK).matches;
}

/** Puts the page in the theme: dark for Dark, and for System while the device is dark. */
export function applyTheme(theme: Theme = currentTheme()): void {
  document.documentElement.classList.toggle("dark", theme === "dark" || (theme === "system" && systemIsDark()));
}

/** Saves the theme in pv_prefs and applies it to the page at once. */
export function setTheme(theme: Theme): void {
  writePrefs({ theme });
  applyTheme(theme);
}

/**
 * Follows the device's setting live while the saved theme is System (index.html's inline script
 * applies it before the first paint; this keeps it in step afterwards). Called once at start.
 */
export function followSystemTheme(): void {
  if (typeof window.matchMedia !== "function") return;
  window.matchMedia(SYSTEM_DARK).addEventListener("change", () => {
    if (currentTheme() === "system") applyTheme("system");
  });
}

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

/**
 * Puts the page in the theme: dark for Dark, and for System while the device is dark (index.html's
 * inline script does the same before the first paint, and follows the device's changes live).
 */
export function applyTheme(theme: Theme = currentTheme()): void {
  document.documentElement.classList.toggle("dark", theme === "dark" || (theme === "system" && systemIsDark()));
}

/** Saves the theme in pv_prefs and applies it to the page at once. */
export function setTheme(theme: Theme): void {
  writePrefs({ theme });
  applyTheme(theme);
}

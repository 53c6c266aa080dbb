import { readPrefs, writePrefs } from "./storage.js";

export type Theme = "light" | "dark";

export function currentTheme(): Theme {
  return readPrefs().theme;
}

/** Saves the theme in pv_prefs and applies it to the page at once. */
export function setTheme(theme: Theme): void {
  writePrefs({ theme });
  document.documentElement.classList.toggle("dark", theme === "dark");
}

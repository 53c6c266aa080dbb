/**
 * Where the app opens on this device (issue 29 item 4: "the start URL's choice in Settings"):
 * the dashboard (the default) or Today. Kept in pv_prefs beside the theme; the installed app's
 * start URL stays /dashboard (pwa-manifest.ts), which sends a fresh load on to Today when chosen.
 */
import { readJson, STORAGE_KEYS, writeJson } from "./storage.js";

export const START_PAGES = [
  { value: "/dashboard", label: "Dashboard" },
  { value: "/today", label: "Today" },
] as const;
export type StartPage = (typeof START_PAGES)[number]["value"];

export function readStartPage(): StartPage {
  return readJson<{ start_page?: unknown }>(STORAGE_KEYS.prefs, {}).start_page === "/today" ? "/today" : "/dashboard";
}

export function writeStartPage(page: StartPage): void {
  writeJson(STORAGE_KEYS.prefs, { ...readJson<object>(STORAGE_KEYS.prefs, {}), start_page: page });
}

/**
 * Whether a load of the dashboard should go on to Today: the device chose Today, and this is the
 * document's first page (the app was opened, not navigated within), at the bare start URL.
 */
export function opensOnToday(location: { key: string; pathname: string; search: string; hash: string }): boolean {
  return location.key === "default" && location.search === "" && location.hash === "" && readStartPage() === "/today";
}

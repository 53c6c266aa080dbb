/**
 * The user's week start (issue 29: "weeks start on Monday, or on Sunday when the user chooses so
 * in Settings"). The account keeps it (GET/PATCH /api/settings/preferences); this device keeps a
 * copy in pv_prefs, written whenever Settings reads or changes it, so the goal form orders its
 * weekdays without a request of its own (and demo mode makes none).
 */
import type { WeekStart } from "../../core/habit-rules.js";
import { STORAGE_KEYS, readJson, writeJson } from "./storage.js";

export function readWeekStart(): WeekStart {
  return readJson<{ week_start?: unknown }>(STORAGE_KEYS.prefs, {}).week_start === "sunday" ? "sunday" : "monday";
}

export function rememberWeekStart(weekStart: WeekStart): void {
  if (readWeekStart() === weekStart) return;
  writeJson(STORAGE_KEYS.prefs, { ...readJson<object>(STORAGE_KEYS.prefs, {}), week_start: weekStart });
}

import { useSyncExternalStore } from "react";
import { readPrefs, subscribeStorage } from "../../lib/storage.js";
import { type Theme, setTheme } from "../../lib/theme.js";

const OPTIONS: { value: Theme; label: string }[] = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "system", label: "System" },
];

const readTheme = () => readPrefs().theme;

/** Light / Dark / System (follows the device), saved in pv_prefs.theme on this device and applied at once. */
export function ThemeControl() {
  const theme = useSyncExternalStore(subscribeStorage, readTheme, readTheme);
  return (
    <fieldset>
      <legend className="sr-only">Theme</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-slate-100 p-1 dark:border-slate-700 dark:bg-slate-800">
        {OPTIONS.map((o) => (
          <label
            key={o.value}
            className="relative cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:text-slate-300 dark:has-checked:bg-slate-950 dark:has-checked:text-white"
          >
            <input
              type="radio"
              name="theme"
              value={o.value}
              checked={theme === o.value}
              onChange={() => setTheme(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

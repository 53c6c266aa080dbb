import { useSyncExternalStore } from "react";
import { SegmentedChoice } from "../../components/ui/segmented-choice.js";
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
  return <SegmentedChoice legend="Theme" legendHidden name="theme" options={OPTIONS} value={theme} onChange={setTheme} />;
}

import { useSyncExternalStore } from "react";
import { START_PAGES, readStartPage, writeStartPage } from "../../lib/start-page.js";
import { subscribeStorage } from "../../lib/storage.js";

/** "Open the app on: Dashboard / Today" (issue 29 item 4), for this device. */
export function StartPageControl() {
  const start = useSyncExternalStore(subscribeStorage, readStartPage, readStartPage);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">Open the app on</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-slate-100 p-1 dark:border-slate-700 dark:bg-slate-800">
        {START_PAGES.map((o) => (
          <label
            key={o.value}
            className="relative cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:text-slate-300 dark:has-checked:bg-slate-950 dark:has-checked:text-white"
          >
            <input
              type="radio"
              name="start-page"
              value={o.value}
              checked={start === o.value}
              onChange={() => writeStartPage(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

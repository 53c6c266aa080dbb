/** The demo account nudge (spec §2); dismissal lasts for the browser session (pv_demo_nudge). */
import { useState } from "react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "../../../core/constants.js";
import { buttonClass } from "../../components/ui/button.js";
import { SESSION_KEYS, readSession, writeSession } from "../../lib/storage.js";

export function DemoNudge() {
  const [dismissed, setDismissed] = useState(() => readSession(SESSION_KEYS.demoNudge) === "dismissed");
  if (dismissed) return null;
  return (
    <section
      aria-labelledby="demo-nudge-heading"
      className="rounded-lg border border-brand-600/40 bg-brand-50 p-4 sm:flex sm:items-center sm:justify-between sm:gap-6 dark:border-brand-500/40 dark:bg-slate-900"
    >
      <div>
        <h2 id="demo-nudge-heading" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          Welcome to {PRODUCT_NAME}!
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">This is a demo account. Your goals and data are private.</p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Demo changes are not kept: a reload starts again from the sample goals.
        </p>
      </div>
      <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
        <Link to="/signup" className={buttonClass("primary", "sm")}>
          Create an account
        </Link>
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          onClick={() => {
            writeSession(SESSION_KEYS.demoNudge, "dismissed");
            setDismissed(true);
          }}
        >
          Dismiss
        </button>
      </div>
    </section>
  );
}

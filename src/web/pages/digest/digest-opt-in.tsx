import { useId } from "react";
import { useDigestOptIn } from "../../features/discovery/digest-optin.js";

/** The wish to receive the digest by e-mail, stored in pv_prefs.digest_optin (off by default). */
export function DigestOptIn() {
  const [on, setOn] = useDigestOptIn();
  const hintId = useId();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={hintId}
          onChange={(e) => setOn(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>
          <span className="block font-medium text-slate-900 dark:text-white">Send me the weekly digest by e-mail</span>
          <span id={hintId} className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
            {on
              ? "You're opted in. Nothing is sent yet: we will start when e-mail delivery is ready."
              : "Off. Turn it on to get the digest once e-mail delivery is ready."}
          </span>
        </span>
      </label>
    </div>
  );
}

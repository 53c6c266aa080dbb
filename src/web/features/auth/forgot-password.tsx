import { useId, useState } from "react";
import { RESET_LINK_HOURS } from "../../../core/constants.js";

/**
 * "Forgot password?" on /login (issue 31): this server sends no e-mail, so a new password comes
 * through a one-time link that the server's admin makes on their Admin page.
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((o) => !o)}
        className="rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-100 dark:hover:text-white"
      >
        Forgot password?
      </button>
      <div
        id={panel}
        hidden={!open}
        className="mt-2 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
      >
        <p>
          Ask the admin of this server for a password link. They make one on their Admin page; it works once, for {RESET_LINK_HOURS} hours,
          and lets you choose a new password.
        </p>
      </div>
    </div>
  );
}

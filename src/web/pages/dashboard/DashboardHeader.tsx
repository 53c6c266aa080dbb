/** Dashboard header: brand to /, Explore, Settings, Quick Add, Analytics, the Demo mode badge, Log out. */
import { Link } from "react-router";
import { PRODUCT_NAME } from "../../../core/constants.js";
import { buttonClass } from "../../components/ui/Button.js";

interface Props {
  demo: boolean;
  onQuickAdd: () => void;
  onAnalytics: () => void;
  onLogout: () => void;
}

const navLink = "rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

export function DashboardHeader({ demo, onQuickAdd, onAnalytics, onLogout }: Props) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/" className="mr-1 text-lg font-bold tracking-tight text-brand-700 dark:text-brand-500">
          {PRODUCT_NAME}
        </Link>
        {demo ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
            Demo mode
          </span>
        ) : null}
        <nav aria-label="Dashboard" className="ml-auto flex flex-wrap items-center gap-1">
          <Link to="/explore" className={navLink}>
            Explore
          </Link>
          <Link to="/settings" className={navLink}>
            Settings
          </Link>
          <button type="button" className={buttonClass("secondary", "sm")} onClick={onQuickAdd}>
            Quick Add
          </button>
          <button type="button" className={buttonClass("secondary", "sm")} onClick={onAnalytics}>
            Analytics
          </button>
          {demo ? (
            <Link to="/signup" className={buttonClass("primary", "sm")}>
              Sign up
            </Link>
          ) : (
            <button type="button" className={buttonClass("ghost", "sm")} onClick={onLogout}>
              Log out
            </button>
          )}
        </nav>
      </div>
    </header>
  );
}

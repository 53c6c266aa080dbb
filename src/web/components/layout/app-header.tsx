/**
 * The header of a signed-in person (or a demo visitor) on every page (issue 28, item 8: Explore
 * and Templates had no Settings or Log out): brand to /, Explore, Blogs, Settings, Quick Add,
 * Analytics, the Demo mode badge, Log out (spec §2). Below 640 px it is one row — brand, badge
 * and a Menu button — and the links open under it (issue 15 item 9: it used to wrap to three
 * rows, 130 of 800 px). Pages without Quick Add or Analytics get a Dashboard link instead.
 * An admin of the server also gets an Admin link (issue 31).
 * SiteHeader hands a signed-in person to this header, so one person sees one header.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PRODUCT_NAME } from "../../../core/constants.js";
import { demoPath } from "../../lib/demo-mode.js";
import { useIsAdmin } from "../../lib/my-role.js";
import { buttonClass } from "../ui/button.js";

interface Props {
  demo: boolean;
  onQuickAdd?: (() => void) | undefined;
  onAnalytics?: (() => void) | undefined;
  /** Log out; by default the shared logout, loaded when used (public pages load none of it first). */
  onLogout?: (() => void) | undefined;
}

const navLink =
  "rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

export function AppHeader({ demo, onQuickAdd, onAnalytics, onLogout }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const admin = useIsAdmin(!demo);
  const logOut = onLogout ?? (() => void import("../../lib/logout.js").then(({ logout }) => logout((to) => void navigate(to))));
  // The menu belongs to one location: following a link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setOpenAt(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpenAt(null);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  // A menu action (Quick Add, Analytics) closes the menu before it runs.
  const run = (action: () => void) => () => {
    close();
    action();
  };

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
        <button
          ref={menuButton}
          type="button"
          className={`${buttonClass("secondary", "sm")} ml-auto sm:hidden`}
          aria-expanded={open}
          aria-controls="app-menu"
          onClick={() => setOpenAt(open ? null : location.key)}
        >
          Menu
        </button>
        <nav
          id="app-menu"
          aria-label="Main"
          className={`${open ? "flex" : "hidden"} w-full flex-col items-stretch gap-1 sm:ml-auto sm:flex sm:w-auto sm:flex-row sm:flex-wrap sm:items-center`}
        >
          {onQuickAdd ? null : (
            <Link to={demoPath("/dashboard", demo)} className={navLink}>
              Dashboard
            </Link>
          )}
          <Link to={demoPath("/today", demo)} className={navLink}>
            Today
          </Link>
          <Link to="/explore" className={navLink}>
            Explore
          </Link>
          <Link to="/blogs" className={navLink}>
            Blogs
          </Link>
          <Link to="/settings" className={navLink}>
            Settings
          </Link>
          {admin ? (
            <Link to="/admin" className={navLink}>
              Admin
            </Link>
          ) : null}
          {onQuickAdd ? (
            <button type="button" className={buttonClass("secondary", "sm")} onClick={run(onQuickAdd)}>
              Quick Add
            </button>
          ) : null}
          {onAnalytics ? (
            <button type="button" className={buttonClass("secondary", "sm")} onClick={run(onAnalytics)}>
              Analytics
            </button>
          ) : null}
          {demo ? (
            <Link to="/signup" className={buttonClass("primary", "sm")}>
              Sign up
            </Link>
          ) : (
            <button type="button" className={buttonClass("ghost", "sm")} onClick={logOut}>
              Log out
            </button>
          )}
        </nav>
      </div>
    </header>
  );
}

/** For SiteHeader's lazy import (a default export keeps the public pages' first load smaller). */
export default AppHeader;

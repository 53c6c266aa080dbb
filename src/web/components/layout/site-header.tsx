/**
 * The shared header of public pages: brand, Explore, Blogs, Log in and Sign up. Signed-in is
 * inferred the way the landing page does it (public §2): a token, a stored username, or the demo
 * flag in the URL; a signed-in person gets the signed-in header (AppHeader: Dashboard, Settings,
 * Log out) on every page, the same one as on the dashboard (issue 28, item 8).
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { PRODUCT_NAME } from "../../../core/constants.js";
import { useSession } from "../../lib/session.js";
import { buttonClass } from "../ui/button.js";
import { isDemoSearch } from "./require-auth.js";

interface NavItem {
  to: string;
  label: string;
  primary?: boolean;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? "bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-100"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
  }`;

export function SiteHeader() {
  const { token, username } = useSession();
  const location = useLocation();
  const demo = isDemoSearch(location.search);
  const signedIn = Boolean(token || username) || demo;
  if (signedIn) {
    return (
      <Suspense fallback={<header className="h-[57px] border-b border-slate-200 dark:border-slate-800" />}>
        <AppHeader demo={!token && !username && demo} />
      </Suspense>
    );
  }
  return <GuestHeader location={location} />;
}

/**
 * A signed-in person's header, loaded when one is signed in: a visitor's first load of the landing
 * or a public goal page (the bundle budget) carries none of it.
 */
const AppHeader = lazy(() => import("./app-header.js"));

/** Log in and Sign up for a visitor who is not signed in. */
function GuestHeader({ location }: { location: ReturnType<typeof useLocation> }) {
  // The mobile menu belongs to one location: following any link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu wherever focus is (the Menu button included), and focus
  // returns to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpenAt(null);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const pages: NavItem[] = [
    { to: "/explore", label: "Explore" },
    { to: "/blogs", label: "Blogs" },
  ];
  const account: NavItem[] = [
    { to: "/login", label: "Log in" },
    { to: "/signup", label: "Sign up", primary: true },
  ];
  const primary = account.find((a) => a.primary);

  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="rounded-md text-lg font-bold tracking-tight text-brand-700 hover:text-brand-800 dark:text-brand-100 dark:hover:text-white"
        >
          {PRODUCT_NAME}
        </Link>

        <nav aria-label="Main" className="hidden sm:block">
          <ul className="flex items-center gap-1">
            {[...pages, ...account].map((item) => (
              <li key={item.to}>
                {item.primary ? (
                  <Link to={item.to} className={`${buttonClass("primary", "md")} ml-1`}>
                    {item.label}
                  </Link>
                ) : (
                  <NavLink to={item.to} className={navLinkClass}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2 sm:hidden">
          {primary ? (
            <Link to={primary.to} className={buttonClass("primary", "sm")}>
              {primary.label}
            </Link>
          ) : null}
          <button
            ref={menuButton}
            type="button"
            className={buttonClass("secondary", "sm")}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            Menu
          </button>
        </div>
      </div>

      {menuOpen ? (
        <nav id="site-menu" aria-label="Main" className="border-t border-slate-200 px-4 py-2 sm:hidden dark:border-slate-800">
          <ul className="flex flex-col gap-1">
            {[...pages, ...account].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={(s) => `block ${navLinkClass(s)}`}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

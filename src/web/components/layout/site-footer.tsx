/** The shared footer of public pages. */
import { Link } from "react-router";
import { PRODUCT_NAME } from "../../../core/constants.js";

const FOOTER_LINKS = [
  { to: "/explore", label: "Explore" },
  { to: "/templates", label: "Templates" },
  { to: "/blogs", label: "Blogs" },
  { to: "/how", label: "How it works" },
  { to: "/privacy", label: "Privacy" },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-slate-600 dark:text-slate-400">{PRODUCT_NAME} · free goal and habit tracking, no paywall</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="rounded text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-100"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

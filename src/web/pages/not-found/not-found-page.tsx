import { Link } from "react-router";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";

/** Any address the app has no page for; the server answers it with 404 (core/app-routes.ts). */
export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-6 py-24 text-center">
        <h1 className="text-3xl font-semibold text-slate-900 dark:text-white">Page not found</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">There is nothing at this address.</p>
        <Link className="mt-6 inline-block font-medium text-brand-700 underline dark:text-brand-100" to="/">
          Back to the home page
        </Link>
      </main>
      <SiteFooter />
    </div>
  );
}

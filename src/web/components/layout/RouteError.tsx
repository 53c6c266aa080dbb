import { Link, isRouteErrorResponse, useRouteError } from "react-router";

/** Shown when a page fails to load (a lost network while fetching its chunk, or a bug). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "This page could not be loaded. Check your connection and try again.";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-6 flex justify-center gap-4">
        <button type="button" className="font-medium text-brand-700 underline" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="font-medium text-brand-700 underline" to="/">
          Home
        </Link>
      </div>
    </main>
  );
}

import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">There is nothing at this address.</p>
      <Link className="mt-6 inline-block font-medium text-brand-700 underline" to="/">
        Back to the home page
      </Link>
    </main>
  );
}

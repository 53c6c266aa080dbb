import { PRODUCT_NAME } from "../../../core/constants.js";

/** Placeholder landing page: the full landing page is its own issue. */
export function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-20">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Free · private by default · no paywall</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{PRODUCT_NAME}</h1>
      <p className="mt-4 text-lg text-slate-600">
        Set goals, log quick check-ins with a progress percentage, keep your streaks and see where you stand.
      </p>
    </main>
  );
}

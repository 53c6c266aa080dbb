import { Link } from "react-router";
import { PRODUCT_NAME } from "../../../core/constants.js";
import { buttonClass } from "../../components/ui/button.js";
import { HeroPreview } from "./hero-preview.js";

export function LandingHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="py-12 sm:py-20 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-center lg:gap-12"
    >
      <div>
        <h1 id="hero-title" className="max-w-3xl">
          <span className="block text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">{PRODUCT_NAME}</span>
          <span className="mt-3 block text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            Free goal tracking, with no paywall
          </span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Set daily, weekly, monthly or yearly goals, log a quick check-in with a progress percentage and a short note, and keep your streak
          going. Start in under 30 seconds — no paid tier, ever.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClass("primary", "lg")}>
            Start free
          </Link>
          <Link to="/dashboard?demo=1" className={buttonClass("secondary", "lg")}>
            Try the live demo
          </Link>
          <Link to="/explore" className={buttonClass("ghost", "lg")}>
            Explore public goals
          </Link>
        </div>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">Free · private by default · no paywall</p>
      </div>
      <HeroPreview />
    </section>
  );
}

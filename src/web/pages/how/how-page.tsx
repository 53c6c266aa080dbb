/** How it works (public §1, §2): the product's loop in six steps, with a way back to the dashboard. */
import { HOW_HEAD } from "../../../core/page-head.js";
import { Link } from "react-router";
import { CATEGORIES } from "../../../core/constants.js";
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";
import { buttonClass } from "../../components/ui/button.js";
import { usePageMeta } from "../../lib/page-meta.js";
import { HOW_STEPS } from "./how-steps.js";

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-100";

export function HowPage() {
  usePageMeta(HOW_HEAD);

  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main
        id="main"
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-10 px-4 py-10 text-slate-700 sm:px-6 sm:py-14 dark:text-slate-300"
      >
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1 self-start rounded text-sm font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline dark:text-brand-100"
        >
          <span aria-hidden="true">←</span> Back to dashboard
        </Link>

        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">How it works</h1>
          <p className="text-lg">
            ProgressVault is a free goal and habit tracker. Start in under 30 seconds: one goal, one check-in, and you are on your way.
          </p>
        </header>

        <ol className="flex flex-col gap-4">
          {HOW_STEPS.map((step, i) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {i + 1}
              </span>
              <div className="flex flex-col gap-1.5">
                <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{step.title}</h2>
                <p className="leading-relaxed">{step.body}</p>
                {step.title === "Create a goal" ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">Categories: {CATEGORIES.join(", ")}.</p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>

        <section aria-labelledby="more" className="flex flex-col gap-3">
          <h2 id="more" className="text-xl font-semibold text-slate-900 dark:text-white">
            Good to know
          </h2>
          <p className="leading-relaxed">
            Need a starting point? Pick one from the{" "}
            <Link to="/templates" className={linkClass}>
              template library
            </Link>{" "}
            or ask the AI coach on your dashboard. Want ideas for keeping going? Read{" "}
            <Link to="/blogs" className={linkClass}>
              the blog
            </Link>
            . Everything is free, with no paywall, and your goals stay private until you publish them — see the{" "}
            <Link to="/privacy" className={linkClass}>
              privacy policy
            </Link>
            .
          </p>
        </section>

        <div className="flex flex-wrap gap-3">
          <Link to="/signup" className={buttonClass("primary", "lg")}>
            Create a free account
          </Link>
          <Link to="/explore" className={buttonClass("secondary", "lg")}>
            Explore public goals
          </Link>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

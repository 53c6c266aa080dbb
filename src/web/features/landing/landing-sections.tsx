/** The landing page's content sections: features, how it works, stories and the coach. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.js";

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-100";

function Section({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

const FEATURES: { title: string; body: ReactNode }[] = [
  { title: "Quick check-ins", body: "Log a progress percentage and a short note in seconds, from any device." },
  { title: "Streaks and analytics", body: "See streaks, trends and where you stand across all your goals." },
  { title: "AI coach", body: "Turn a vague wish into a concrete goal and get the next small step suggested." },
  {
    title: "Template library",
    body: (
      <>
        Start from a proven goal in the{" "}
        <Link to="/templates" className={linkClass}>
          template library
        </Link>
        .
      </>
    ),
  },
  {
    title: "Public goal pages",
    body: (
      <>
        Goals are private by default. Publish one to share its page, or{" "}
        <Link to="/explore" className={linkClass}>
          browse public goals
        </Link>
        .
      </>
    ),
  },
  {
    title: "Guides on the blog",
    body: (
      <>
        Practical advice on habits, streaks and sharing on{" "}
        <Link to="/blogs" className={linkClass}>
          the blog
        </Link>
        .
      </>
    ),
  },
];

export function FeaturesSection() {
  return (
    <Section id="features" title="Everything you need, nothing behind a paywall" intro="Every feature is free for everyone.">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.title} className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="font-semibold text-slate-900 dark:text-white">{f.title}</h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{f.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const STEPS = [
  { title: "Set a goal", body: "Pick a daily, weekly, monthly or yearly goal — or start from a template. It takes under 30 seconds." },
  { title: "Log check-ins", body: "Each entry is a progress percentage and a short note." },
  {
    title: "Watch it add up",
    body: "Your progress is the average of your journal percentage entries, and your streak counts consecutive days with an entry.",
  },
];

export function HowItWorksSection() {
  return (
    <Section id="how-it-works" title="How it works">
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((s, i) => (
          <li key={s.title} className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 dark:bg-brand-800 dark:text-brand-50">
              {i + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{s.title}</h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{s.body}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm">
        <Link to="/how" className={linkClass}>
          Read how it works in detail
        </Link>
      </p>
    </Section>
  );
}

const STORIES = [
  { name: "Maya", goal: "Learning Spanish", quote: "Ten minutes a day and a one-line note. Seeing the streak is what keeps me going." },
  {
    name: "Daniel",
    goal: "Running a first 5k",
    quote: "I shared my goal page with two friends. Their likes got me out the door on rainy days.",
  },
  {
    name: "Priya",
    goal: "Building savings",
    quote: "A monthly goal with a check-in every payday. Simple, free, and nobody asks me to upgrade.",
  },
];

export function StoriesSection() {
  return (
    <Section id="stories" title="Stories" intro="How people use ProgressVault for the goals that matter to them.">
      <ul className="grid gap-4 md:grid-cols-3">
        {STORIES.map((s) => (
          <li key={s.name}>
            <figure className="h-full rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
              <blockquote className="text-slate-700 dark:text-slate-200">“{s.quote}”</blockquote>
              <figcaption className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                <span className="font-semibold text-slate-900 dark:text-white">{s.name}</span> · {s.goal}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CoachSection() {
  return (
    <Section id="coach" title="Meet your AI coach">
      <div className="rounded-lg border border-brand-100 bg-brand-50 p-6 sm:p-8 dark:border-brand-800 dark:bg-slate-900">
        <p className="max-w-2xl text-slate-700 dark:text-slate-200">
          Tell the coach what you want to change. It drafts a clear goal with a timeframe and a motivation, and suggests the next small step
          when you feel stuck. Free, like everything else.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/dashboard?demo=1&coach=1" className={buttonClass("primary")}>
            Try the coach in the demo
          </Link>
          <Link to="/templates" className={buttonClass("secondary")}>
            Browse templates
          </Link>
        </div>
      </div>
    </Section>
  );
}

import type { ReactNode } from "react";

/** One titled card on the settings page. */
export function SettingsSection({
  title,
  description,
  tone = "default",
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const border = tone === "danger" ? "border-red-200 dark:border-red-900" : "border-slate-200 dark:border-slate-800";
  return (
    <section aria-labelledby={id} className={`rounded-lg border bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900 ${border}`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

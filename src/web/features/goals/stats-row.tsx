/** Goals count, Avg progress, Total streak (spec §2). */
export function StatsRow({ count, avgProgress, totalStreak }: { count: number; avgProgress: number; totalStreak: number }) {
  const stats = [
    { label: "Goals", value: String(count) },
    { label: "Avg progress", value: `${avgProgress}%` },
    { label: "Total streak", value: `${totalStreak} ${totalStreak === 1 ? "day" : "days"}` },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {stats.map((s) => (
        <div
          key={s.label}
          className="rounded-lg border border-slate-200 bg-white px-3 py-3 sm:px-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <dt className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">{s.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl dark:text-slate-100">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The row's place while the goals load: same boxes and labels, a dash for each value, so the
 * quick-add form and the goal list below do not jump down when the figures arrive (layout shift).
 */
export function StatsRowPlaceholder() {
  return (
    <div aria-hidden="true" className="grid grid-cols-3 gap-3">
      {["Goals", "Avg progress", "Total streak"].map((label) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white px-3 py-3 sm:px-4 dark:border-slate-700 dark:bg-slate-900">
          <p className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">{label}</p>
          <p className="mt-1 text-xl font-semibold text-slate-300 tabular-nums sm:text-2xl dark:text-slate-600">–</p>
        </div>
      ))}
    </div>
  );
}

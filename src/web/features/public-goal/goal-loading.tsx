/** The public goal page's loading state; the rarer not-found and error states are public-goal-status.tsx. */
export function GoalLoading() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <span role="status" className="sr-only">
        Loading goal…
      </span>
      <div className="flex flex-col gap-6" aria-hidden="true">
        <div className="h-64 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
        <div className="h-48 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      </div>
      <div className="h-80 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" aria-hidden="true" />
    </div>
  );
}

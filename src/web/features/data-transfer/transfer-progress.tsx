/** A labelled progress bar; indeterminate (a moving stripe) while the total is unknown. */
export function TransferProgress({ label, fraction }: { label: string; fraction: number | undefined }) {
  const percent = fraction === undefined ? undefined : Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div>
      <div className="mb-1 flex justify-between gap-3 text-sm text-slate-700 dark:text-slate-200">
        <span>{label}</span>
        {percent !== undefined ? <span aria-hidden="true">{percent}%</span> : null}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full bg-brand-600 transition-[width] ${percent === undefined ? "w-1/3 animate-pulse" : ""}`}
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

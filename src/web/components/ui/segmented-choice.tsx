/** A choice of a few options shown side by side (radio buttons underneath, so arrows move between them). */
export function SegmentedChoice<V extends string>(p: {
  legend: string;
  /** The legend for screen readers only, when the setting's heading already says it. */
  legendHidden?: boolean;
  name: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset>
      <legend className={p.legendHidden ? "sr-only" : "mb-2 text-sm font-medium text-slate-700 dark:text-slate-200"}>{p.legend}</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-slate-100 p-1 dark:border-slate-700 dark:bg-slate-800">
        {p.options.map((o) => (
          <label
            key={o.value}
            className="relative cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:text-slate-300 dark:has-checked:bg-slate-950 dark:has-checked:text-white"
          >
            <input
              type="radio"
              name={p.name}
              value={o.value}
              checked={p.value === o.value}
              onChange={() => p.onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

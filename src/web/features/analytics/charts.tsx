/**
 * The panel's charts: plain SVG, no chart library. Each chart has a title and description
 * for assistive technology and a visually hidden table with the same numbers.
 */
import { type ReactNode, useId } from "react";

export interface ChartDatum {
  /** Axis label under the bar or point ("Mon", "0-19"); "" hides it. */
  tick: string;
  /** Full name in the data table ("Monday", "Mar 5"). */
  name: string;
  value: number;
}

interface ChartProps {
  title: string;
  description: string;
  data: readonly ChartDatum[];
  /** Column heads of the hidden table. */
  columns: readonly [string, string];
  /** How a value reads in the table ("45%", "3"). */
  format?: (value: number) => string;
}

function DataTable({ title, data, columns, format = String }: Omit<ChartProps, "description">) {
  return (
    <table className="sr-only">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((d) => (
          <tr key={d.name}>
            <th scope="row">{d.name}</th>
            <td>{format(d.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <figcaption className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{title}</figcaption>
      {children}
    </figure>
  );
}

const W = 280;
const H = 80;
const PAD = 6;
/** Room at the sides so the first and last axis labels are not cut off. */
const PAD_X = 16;
const svgClass = "h-auto max-h-48 w-full";
const tickClass = "fill-slate-600 text-[10px] dark:fill-slate-400";

/** A 0–100 line over evenly spaced points. */
export function Sparkline(props: ChartProps) {
  const id = useId();
  const { title, description, data } = props;
  const step = data.length > 1 ? (W - 2 * PAD_X) / (data.length - 1) : 0;
  const pts = data.map((d, i) => ({ x: PAD_X + i * step, y: PAD + (1 - Math.min(100, Math.max(0, d.value)) / 100) * (H - 2 * PAD) }));
  const line = pts.map((p) => `${p.x},${p.y}`).join(" ");
  return (
    <ChartFrame title={title}>
      <svg viewBox={`0 0 ${W} ${H + 16}`} className={svgClass} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <line x1={PAD_X} x2={W - PAD_X} y1={H - PAD} y2={H - PAD} className="stroke-slate-200 dark:stroke-slate-700" />
        <polyline
          points={`${PAD_X},${H - PAD} ${line} ${W - PAD_X},${H - PAD}`}
          className="fill-brand-100/60 dark:fill-brand-800/40"
          stroke="none"
        />
        <polyline points={line} fill="none" strokeWidth={2.5} strokeLinejoin="round" className="stroke-brand-600 dark:stroke-brand-500" />
        {pts.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={3} className="fill-brand-700 dark:fill-brand-500" />
        ))}
        {data.map((d, i) =>
          d.tick ? (
            <text key={i} x={PAD_X + i * step} y={H + 12} textAnchor="middle" className={tickClass}>
              {d.tick}
            </text>
          ) : null,
        )}
      </svg>
      <DataTable {...props} />
    </ChartFrame>
  );
}

/** Vertical bars scaled to the largest value. */
export function BarChart(props: ChartProps) {
  const id = useId();
  const { title, description, data } = props;
  const max = Math.max(1, ...data.map((d) => d.value));
  const top = 14; // room for the value labels above the bars
  const slot = (W - 2 * PAD) / Math.max(1, data.length);
  const showValues = data.length <= 7;
  const barW = Math.max(2, slot * 0.7);
  return (
    <ChartFrame title={title}>
      <svg viewBox={`0 0 ${W} ${H + 16}`} className={svgClass} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <line x1={PAD} x2={W - PAD} y1={H} y2={H} className="stroke-slate-300 dark:stroke-slate-600" />
        {data.map((d, i) => {
          const h = (d.value / max) * (H - top);
          const x = PAD + i * slot + (slot - barW) / 2;
          return (
            <g key={d.name}>
              <rect x={x} y={H - h} width={barW} height={h} rx={1.5} className="fill-brand-600 dark:fill-brand-500" />
              {showValues ? (
                <text
                  x={x + barW / 2}
                  y={H - h - 3}
                  textAnchor="middle"
                  className="fill-slate-800 text-[10px] font-medium dark:fill-slate-200"
                >
                  {d.value}
                </text>
              ) : null}
              {d.tick ? (
                <text x={x + barW / 2} y={H + 12} textAnchor="middle" className={tickClass}>
                  {d.tick}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <DataTable {...props} />
    </ChartFrame>
  );
}

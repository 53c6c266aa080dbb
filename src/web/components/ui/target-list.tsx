/**
 * A list of the places something is sent (Settings: webhooks, notification channels): its
 * loading, error and empty states, then a row per target with its address, a line under it, Test,
 * the row's own buttons, Remove (or Delete), and what the row shows below (a test's outcome, a
 * delivery log). One row for both panels; RevocableList (tokens, links) draws its rows in the same list.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorText } from "../../lib/api.js";
import { Button } from "./button.js";
import { Alert, Spinner } from "./feedback.js";

export function TargetList<Item extends { id: string }>(p: {
  items: UseQueryResult<Item[]>;
  loading: string;
  failed: string;
  empty: string;
  /** The list's accessible name, where the panel has more than one list. */
  label?: string;
  row: (item: Item) => ReactNode;
}) {
  if (p.items.isPending) return <Spinner label={p.loading} />;
  if (p.items.isError) return <Alert>{errorText(p.items.error, p.failed)}</Alert>;
  if (p.items.data.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{p.empty}</p>;
  return (
    <ul
      aria-label={p.label}
      className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
    >
      {p.items.data.map((item) => (
        <li key={item.id} className="flex flex-col gap-2 px-4 py-3">
          {p.row(item)}
        </li>
      ))}
    </ul>
  );
}

export function TargetRow(p: {
  target: string;
  details: ReactNode;
  testing: boolean;
  onTest: () => void;
  /** The row's last button: its text ("Remove", "Delete") and accessible name. */
  remove: { text: string; label: string; busy: boolean; onClick: () => void };
  /** Buttons between Test and the last one. */
  actions?: ReactNode;
  /** Shown under the row: a test's outcome, a delivery log. */
  children?: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-sm break-all text-slate-900 dark:text-white">{p.target}</p>
          <p className="text-xs break-words text-slate-600 dark:text-slate-400">{p.details}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={p.testing} onClick={p.onTest} aria-label={`Test ${p.target}`}>
            Test
          </Button>
          {p.actions}
          <Button size="sm" variant="secondary" disabled={p.remove.busy} onClick={p.remove.onClick} aria-label={p.remove.label}>
            {p.remove.text}
          </Button>
        </div>
      </div>
      {p.children}
    </>
  );
}

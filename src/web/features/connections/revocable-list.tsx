import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "../../components/ui/button.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { errorText } from "../../lib/api.js";

/** A loaded list of revocable things (tokens, links): loading, error and empty states, then rows with Revoke. */
export function RevocableList<Item extends { id: string }>(p: {
  items: UseQueryResult<Item[]>;
  loading: string;
  failed: string;
  empty: string;
  title: (item: Item) => ReactNode;
  details: (item: Item) => ReactNode;
  revokeLabel: (item: Item) => string;
  revoking: boolean;
  onRevoke: (id: string) => void;
}) {
  if (p.items.isPending) return <Spinner label={p.loading} />;
  if (p.items.isError) return <Alert>{errorText(p.items.error, p.failed)}</Alert>;
  if (p.items.data.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{p.empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {p.items.data.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900 dark:text-white">{p.title(item)}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{p.details(item)}</p>
          </div>
          <Button variant="secondary" size="sm" disabled={p.revoking} onClick={() => p.onRevoke(item.id)} aria-label={p.revokeLabel(item)}>
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}

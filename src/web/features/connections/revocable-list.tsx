import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "../../components/ui/button.js";
import { TargetList } from "../../components/ui/target-list.js";

/** A loaded list of revocable things (tokens, links): TargetList's states, then rows with Revoke. */
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
  return (
    <TargetList
      items={p.items}
      loading={p.loading}
      failed={p.failed}
      empty={p.empty}
      row={(item) => (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900 dark:text-white">{p.title(item)}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{p.details(item)}</p>
          </div>
          <Button variant="secondary" size="sm" disabled={p.revoking} onClick={() => p.onRevoke(item.id)} aria-label={p.revokeLabel(item)}>
            Revoke
          </Button>
        </div>
      )}
    />
  );
}

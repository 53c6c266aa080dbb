/** Goals deleted here whose removal the server has not confirmed yet, each with Retry (issue 15 item 7). */
import { Button } from "../../components/ui/button.js";
import { type PendingRemoval, pendingRemovals } from "./pending-removals.js";

interface Props {
  removals: ReadonlyMap<string, PendingRemoval>;
  onRetry: (removal: PendingRemoval) => void;
}

export function PendingRemovalList({ removals, onRetry }: Props) {
  if (removals.size === 0) return null;
  return (
    <ul aria-label="Pending removal" className="space-y-2">
      {[...removals.values()].map((removal) => (
        <li
          key={removal.goal.id}
          className="flex flex-wrap items-center gap-2 rounded-md border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-sm dark:border-amber-700 dark:bg-amber-950"
        >
          <span className="min-w-0 flex-1 break-words text-amber-900 dark:text-amber-100">
            <span className="font-medium">{removal.goal.title}</span>
            {removal.sending ? " — removing…" : " — pending removal: the server has not confirmed it yet."}
          </span>
          <Button size="sm" variant="secondary" disabled={removal.sending} onClick={() => onRetry(removal)}>
            Retry
          </Button>
          {/* Keep the goal after all: it is still on the server, so the list shows it again. */}
          <Button
            size="sm"
            variant="ghost"
            disabled={removal.sending}
            aria-label={`Cancel removal of ${removal.goal.title}`}
            onClick={() => pendingRemovals.settle(removal.goal.id)}
          >
            Cancel
          </Button>
        </li>
      ))}
    </ul>
  );
}

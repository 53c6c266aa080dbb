import { useId } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.js";
import { goalPath } from "../../lib/goal-path.js";
import { type Collection, deviceStore } from "../../lib/device-store.js";

export function CollectionCard({ collection }: { collection: Collection }) {
  const headingId = useId();
  const items = Array.isArray(collection.items) ? collection.items : [];
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="break-words font-semibold text-slate-900 dark:text-white">
          {collection.name}
        </h3>
        <span className="shrink-0 text-xs font-medium text-slate-600 dark:text-slate-400">
          {items.length} {items.length === 1 ? "goal" : "goals"}
        </span>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 rounded-md border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Empty collection
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <Link
                  to={goalPath(item.username, item.slug)}
                  className="block break-words font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
                >
                  {item.title || `${item.username}/${item.slug}`}
                </Link>
                <span className="text-sm text-slate-600 dark:text-slate-400">@{item.username}</span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${item.title || "goal"} from ${collection.name}`}
                onClick={() => deviceStore.removeFromCollection(collection.id, item.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

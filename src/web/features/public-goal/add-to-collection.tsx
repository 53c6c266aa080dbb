import { useRef } from "react";
import { Link } from "react-router";
import { type CollectionItem, deviceStore, useCollections } from "../../lib/device-store.js";
import { toast } from "../../lib/toast.js";
import { PlusIcon } from "./icons.js";

/**
 * Puts a public goal into one of this device's collections (pv_collections). With none yet,
 * it points to the collections page to create one.
 */
export function AddToCollection({ goal, toastMs, size = "sm" }: { goal: CollectionItem; toastMs?: number; size?: "sm" | "md" }) {
  const collections = useCollections();
  const menu = useRef<HTMLDetailsElement>(null);

  function add(collectionId: string, name: string) {
    deviceStore.addToCollection(collectionId, { id: goal.id, username: goal.username, slug: goal.slug, title: goal.title });
    toast.success(`Added to ${name}`, toastMs);
    if (menu.current) menu.current.open = false;
  }

  return (
    <details ref={menu} className="group open:basis-full">
      <summary
        className={`inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md border border-slate-300 bg-white ${size === "md" ? "px-4 py-2" : "px-2.5 py-1.5"} text-sm font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 [&::-webkit-details-marker]:hidden`}
      >
        <PlusIcon />
        Add to collection
      </summary>
      <div className="mt-2 w-full max-w-xs rounded-lg border border-slate-200 bg-white p-2 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        {collections.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-slate-700 dark:text-slate-200">
            No collections yet.{" "}
            <Link to="/collections" className="font-medium text-brand-700 underline dark:text-brand-100">
              Create a collection
            </Link>
          </p>
        ) : (
          <ul aria-label="Collections" className="flex flex-col">
            {collections.map((c) => {
              const inIt = Array.isArray(c.items) && c.items.some((i) => i.id === goal.id);
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    disabled={inIt}
                    onClick={() => add(c.id, c.name)}
                    className="flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100 disabled:cursor-default disabled:text-slate-500 disabled:hover:bg-transparent dark:text-slate-100 dark:hover:bg-slate-800 dark:disabled:text-slate-400"
                  >
                    <span className="truncate">{c.name}</span>
                    {inIt ? <span className="shrink-0 text-xs">Added</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </details>
  );
}

/**
 * What the dashboard and the journal say about the connection (issue 18): offline and showing
 * the last known data; the check-ins, goals, edits and deletes kept on this device until they are
 * sent; and any the server refused, with its reason, until dismissed — nothing is dropped
 * silently. A refused edit or delete is no longer applied to the lists, which then show the
 * entry as the server has it (decision 040).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useOffline } from "../../lib/offline-cache.js";
import { type OutboxItem, dismissRefused, startOutbox, useOutbox } from "../../lib/outbox.js";
import { queryKeys } from "../../lib/query-keys.js";

function describe(item: OutboxItem, goalTitles: ReadonlyMap<string, string>): string {
  if (item.kind === "goal") return `New goal “${item.body.title}”`;
  const title = goalTitles.get(item.body.goal_id) ?? "a goal";
  if (item.kind === "entry") return `“${title}”: ${item.body.note} (${item.body.progress}%)`;
  const { was, changes } = item.body;
  if (item.kind === "delete") return `Delete of an entry of “${title}”: ${was.note} (${was.progress}%)`;
  return `Edit of an entry of “${title}”: ${changes?.note ?? was.note} (${changes?.progress ?? was.progress}%)`;
}

export function OfflineStatus({ goalTitles }: { goalTitles: ReadonlyMap<string, string> }) {
  const offline = useOffline();
  const items = useOutbox();
  const qc = useQueryClient();
  useEffect(() => startOutbox(), []);

  // Whenever an item is kept, sent or refused, the lists are read again (they add the kept ones).
  // Not on mount: the lists were just read with the kept items in.
  const signature = items.map((i) => `${i.key}:${i.refused ?? ""}`).join();
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void qc.invalidateQueries({ queryKey: queryKeys.goals });
    void qc.invalidateQueries({ queryKey: queryKeys.journal() });
  }, [signature, qc]);

  const pending = items.filter((i) => i.refused === undefined);
  const refused = items.filter((i) => i.refused !== undefined);
  if (!offline && items.length === 0) return null;
  return (
    <div className="space-y-2">
      {offline ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          You are offline. Showing your last saved data.
        </p>
      ) : null}
      {pending.length > 0 ? (
        <section
          aria-label="Waiting to be sent"
          className="rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="font-medium">Pending: {pending.length} waiting to be sent</p>
          <ul className="mt-1 list-disc pl-5 text-slate-600 dark:text-slate-400">
            {pending.map((i) => (
              <li key={i.key}>{describe(i, goalTitles)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {refused.length > 0 ? (
        <section
          aria-label="Not saved"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
        >
          <p role="alert" className="font-medium">
            Not saved: the server refused
          </p>
          <ul className="mt-1 space-y-1">
            {refused.map((i) => (
              <li key={i.key} className="flex items-start gap-2">
                <span className="flex-1">
                  {describe(i, goalTitles)} — {i.refused}
                </span>
                <button type="button" className="underline" onClick={() => void dismissRefused(i.key)}>
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

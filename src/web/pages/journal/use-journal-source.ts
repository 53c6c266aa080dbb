/**
 * Where the journal's goals and entries come from: the API when signed in, the demo store in
 * demo mode (spec §1: sample data, no server calls). Both hooks run every render (rules of
 * hooks); the queries stay disabled in demo mode, so it makes no request.
 */
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Goal, JournalEntry } from "../../../core/schemas.js";
import { demoEntries, demoStore, useDemoGoals } from "../../features/demo/demo-store.js";
import { goalsQueryOptions } from "../../features/goals/queries.js";
import type { PausesSource } from "../../features/history/pauses-editor.js";
import type { EditEntry } from "../../features/journal/entry-edit-form.js";
import type { AddCallbacks } from "../../features/journal/journal-entry-form.js";
import {
  editErrorMessage,
  journalQueryOptions,
  newEntryInput,
  useAddEntry,
  useDeleteEntry,
  useEditEntry,
  type NewEntry,
} from "../../features/journal/queries.js";
import { ApiError } from "../../lib/api.js";
import { toast, UNDO_WINDOW_MS } from "../../lib/toast.js";

type Status = "pending" | "error" | "success";
const NO_GOALS: Goal[] = [];
const noop = () => undefined;

export interface GoalsState {
  status: Status;
  data: Goal[];
  retry: () => void;
}

export interface EntriesState {
  status: Status;
  data: JournalEntry[] | undefined;
  /** When the last load failed (0: it did not), so the page toasts once per failure. */
  failedAt: number;
  retry: () => void;
}

export interface JournalWrites {
  add: (entry: NewEntry, done: AddCallbacks) => void;
  saving: boolean;
  remove: (entry: JournalEntry) => void;
  /** Inline edit: resolves once saved, rejects with the reason to show beside the fields. */
  edit: EditEntry;
}

export function useJournalGoals(demo: boolean): GoalsState {
  const query = useQuery({ ...goalsQueryOptions(), enabled: !demo });
  const demoGoals = useDemoGoals();
  if (demo) return { status: "success", data: demoGoals, retry: noop };
  return { status: query.status, data: query.data ?? NO_GOALS, retry: () => void query.refetch() };
}

export function useJournalEntries(demo: boolean, goalId: string | undefined, enabled: boolean): EntriesState {
  const query = useQuery({ ...journalQueryOptions(goalId), enabled: enabled && !demo });
  const demoGoals = useDemoGoals();
  const demoList = useMemo(() => (demo ? demoEntries(demoGoals, goalId) : undefined), [demo, demoGoals, goalId]);
  if (demo) return { status: "success", data: demoList, failedAt: 0, retry: noop };
  return {
    status: query.status,
    data: query.data,
    failedAt: query.isError ? query.errorUpdatedAt : 0,
    retry: () => void query.refetch(),
  };
}

export function useJournalWrites(demo: boolean): JournalWrites {
  const addEntry = useAddEntry();
  const deleteEntry = useDeleteEntry();
  const editEntry = useEditEntry();
  if (demo) {
    return {
      add: (entry, done) => {
        if (!demoStore.addEntry(entry)) done.onError();
        done.onSettled();
      },
      saving: false,
      remove: (entry) => {
        const removed = demoStore.removeEntry(entry.id);
        if (!removed) return void toast.error("Could not delete entry");
        toast.success("Entry deleted", UNDO_WINDOW_MS, {
          label: "Undo",
          run: () => void (demoStore.restoreEntry(removed) && toast.success("Entry restored")),
        });
      },
      edit: async (entry, changes) => {
        const result = demoStore.updateEntry(entry.id, changes);
        if ("error" in result) throw new Error(result.error);
      },
    };
  }
  return {
    add: (entry, done) =>
      addEntry.mutate(newEntryInput(entry), {
        onError: (err) => done.onError(err instanceof ApiError ? err.serverMessage : undefined),
        onSettled: done.onSettled,
      }),
    saving: addEntry.isPending,
    remove: (entry) => deleteEntry.mutate(entry),
    edit: async (entry, changes) => {
      try {
        await editEntry.mutateAsync({ entry, changes });
      } catch (err) {
        throw new Error(editErrorMessage(err), { cause: err });
      }
    },
  };
}

/** A demo goal's pauses, kept by the demo store: its streak, card and calendar follow, with no request. */
export function demoPausesSource(goal: Goal): PausesSource {
  return {
    pauses: goal.pauses,
    add: (range) => void demoStore.addPause(goal.id, range),
    adding: false,
    remove: (pauseId) => void demoStore.removePause(goal.id, pauseId),
    removing: false,
  };
}

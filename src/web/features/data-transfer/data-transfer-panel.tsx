/**
 * "Your data" card for the settings page: download everything (JSON) or the journal (CSV),
 * import an export back, or import a Loop Habit Tracker export. Large files show how far
 * reading and uploading have got.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.js";
import { Alert } from "../../components/ui/feedback.js";
import { queryKeys } from "../../lib/query-keys.js";
import { toast } from "../../lib/toast.js";
import { exportImportError } from "./import-messages.js";
import { fromCsvFiles, zipBody } from "./loop-files.js";
import { TransferProgress } from "./transfer-progress.js";
import type { ImportFinishing } from "../../../core/export-schema.js";
import { IMPORT_MAX_BYTES, type ImportSummary, downloadExport, readFileText, uploadImport } from "./transfer.js";

interface Task {
  label: string;
  fraction: number | undefined;
}

const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function describe(s: ImportSummary): string {
  const goals = `${part(s.goals.created, "goal", "goals")} added, ${s.goals.updated} updated`;
  const entries = `${part(s.entries.created, "check-in", "check-ins")} added, ${s.entries.updated} updated`;
  const pauses = s.pauses?.created ? `; ${part(s.pauses.created, "pause", "pauses")} for skipped days` : "";
  const unchanged = s.goals.unchanged + s.entries.unchanged;
  return `${goals}; ${entries}${pauses}${unchanged ? `; ${unchanged} already up to date` : ""}.`;
}

export function DataTransferPanel() {
  const queryClient = useQueryClient();
  const headingId = useId();
  const jsonInputId = useId();
  const loopInputId = useId();
  const [task, setTask] = useState<Task | null>(null);
  // `finishing`: the server still writes the file's check-ins (a 202), and its text says so.
  const [summary, setSummary] = useState<{ text: string; notes: ImportSummary["notes"]; finishing?: true } | null>(null);
  const report = (label: string) => (fraction: number | undefined) => setTask({ label, fraction });

  const exportMutation = useMutation({
    mutationFn: (format: "json" | "csv") =>
      downloadExport(format, report(format === "csv" ? "Preparing your entries…" : "Preparing your data…")),
    onSuccess: (name) => toast.success(`Downloaded ${name}`),
    onSettled: () => setTask(null),
  });

  const importMutation = useMutation({
    mutationFn: async (input: { kind: "json"; file: File } | { kind: "loop"; files: File[] }): Promise<ImportSummary | ImportFinishing> => {
      setSummary(null);
      if (input.kind === "json") {
        if (input.file.size > IMPORT_MAX_BYTES) throw new Error("This file is larger than 5 MB");
        const text = await readFileText(input.file, report(`Reading ${input.file.name}…`));
        return uploadImport("POST /import", text, report("Uploading…")).catch((err: unknown) => {
          throw exportImportError(err);
        });
      }
      const zip = input.files.find((f) => f.name.toLowerCase().endsWith(".zip"));
      const texts = zip
        ? await zipBody(zip, IMPORT_MAX_BYTES)
        : await fromCsvFiles(input.files, (f) => readFileText(f, report(`Reading ${f.name}…`)));
      return uploadImport("POST /import/loop", JSON.stringify(texts), report("Uploading…"));
    },
    onSuccess: async (result) => {
      if ("status" in result) {
        setSummary({ text: result.message, notes: undefined, finishing: true });
        toast.success("Import accepted");
      } else {
        setSummary({ text: describe(result), notes: result.notes });
        toast.success("Import finished");
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.goals }),
        queryClient.invalidateQueries({ queryKey: queryKeys.journal() }),
      ]);
    },
    onSettled: () => setTask(null),
  });

  const busy = exportMutation.isPending || importMutation.isPending;
  const error = exportMutation.error ?? importMutation.error;

  const onJsonChosen = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ""; // the same file can be chosen again
    if (file) importMutation.mutate({ kind: "json", file });
  };
  const onLoopChosen = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = "";
    if (files.length) importMutation.mutate({ kind: "loop", files });
  };

  const fileClass =
    "block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:text-slate-200 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100 dark:hover:file:bg-slate-700";

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Download everything you have written here, or bring goals and check-ins in from a file.
      </p>

      <div className="mt-5 space-y-2">
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">Export</h3>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => exportMutation.mutate("json")} disabled={busy}>
            Download all data (JSON)
          </Button>
          <Button variant="secondary" onClick={() => exportMutation.mutate("csv")} disabled={busy}>
            Download check-ins (CSV)
          </Button>
        </div>
      </div>

      <div className="mt-6 space-y-4">
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">Import</h3>
        <div>
          <label htmlFor={jsonInputId} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100">
            A ProgressVault export (.json)
          </label>
          <input
            id={jsonInputId}
            type="file"
            accept=".json,application/json"
            onChange={onJsonChosen}
            disabled={busy}
            className={fileClass}
          />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            Goals and check-ins are matched by id: ones you have are updated, new ones are added, nothing is deleted.
          </p>
        </div>
        <div>
          {/* Named as the refusal of a wrong export file names it (import-messages.ts). */}
          <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Import from Loop</h4>
          <label htmlFor={loopInputId} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-100">
            A Loop Habit Tracker export (.zip, or its Habits.csv and Checkmarks.csv)
          </label>
          <input
            id={loopInputId}
            type="file"
            multiple
            accept=".zip,.csv,text/csv,application/zip"
            onChange={onLoopChosen}
            disabled={busy}
            className={fileClass}
          />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            Each habit becomes a goal (done or not, or an amount with its unit and target), each day done a check-in with its note, skipped
            days pauses. Importing the same export again adds nothing twice.
          </p>
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">Files up to 5 MB.</p>
      </div>

      <div className="mt-5 space-y-3" aria-live="polite">
        {task ? <TransferProgress label={task.label} fraction={task.fraction} /> : null}
        {summary && !busy ? (
          <Alert kind="info">
            {summary.finishing ? summary.text : `Imported: ${summary.text}`}
            {summary.notes?.length ? (
              <ul className="mt-1 list-disc pl-5">
                {summary.notes.map((n, i) => (
                  <li key={i}>
                    {n.habit}: {n.note}
                  </li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
        {error && !busy ? <Alert>{error.message}</Alert> : null}
      </div>
    </section>
  );
}

/**
 * What a tap on a journal calendar day asks (issue 29 item 3): an amount goal's amount for that
 * day, with its unit; or, for a check goal already done that day, "Not done". A modal dialog:
 * the browser keeps focus in it, closes it on Esc and gives focus back to the day.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { Goal } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { TextField } from "../../components/ui/field.js";
import { dayName } from "../../components/charts/check-in-calendar.js";
import { kindOf, parseTapAmount } from "../../features/goals/one-tap.js";

export interface CalendarDayDialogProps {
  goal: Goal;
  day: number;
  /** Check-ins that day (a check goal's "Not done" deletes them). */
  checkIns: number;
  onLog: (amount?: number) => void;
  onNotDone: () => void;
  onClose: () => void;
}

export function CalendarDayDialog({ goal, day, checkIns, onLog, onNotDone, onClose }: CalendarDayDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const amount = kindOf(goal) === "amount";

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = parseTapAmount(text);
    if (value === undefined) return setProblem("Enter an amount above 0, with at most 3 decimals");
    onLog(value);
    dialog.current?.close();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="space-y-3 p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {dayName(day)}
        </h2>
        {amount ? (
          <form onSubmit={submit} className="space-y-3" noValidate>
            <TextField
              label={`Amount${goal.unit ? ` (${goal.unit})` : ""}`}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(undefined);
              }}
              aria-invalid={problem ? true : undefined}
              hint={problem}
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm">
                Log
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => dialog.current?.close()}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">Done{checkIns > 1 ? ` (${checkIns} check-ins)` : ""}.</p>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  onNotDone();
                  dialog.current?.close();
                }}
              >
                Not done
              </Button>
              <Button variant="ghost" size="sm" onClick={() => dialog.current?.close()}>
                Cancel
              </Button>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}

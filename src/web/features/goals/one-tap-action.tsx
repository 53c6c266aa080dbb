/**
 * A goal's one-tap action (issue 29 items 3 and 4), one component for the card and the Today
 * view: a check goal's "Done" (and Undo after it), an amount goal's quick amount labelled with
 * its unit and a Log button, a progress goal's spec +10 % exactly. `tapGoal` is the same action
 * for the `+` shortcut; HabitPeriod is the "2 of 3 this week" line and its bar.
 */
import { type FormEvent, useState } from "react";
import { habitRules, targetMet } from "../../../core/habit-rules.js";
import type { HabitFacts } from "../../../core/habit-facts.js";
import type { Goal } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { inputClass } from "../../components/ui/field.js";
import { toast } from "../../lib/toast.js";
import { isUnsaved, type GoalActions } from "./goal-actions.js";
import type { CardFacts } from "./goal-display.js";
import { lastTaps, useCanUndoTap } from "./last-taps.js";
import { canLogTenPercent, logTenPercent } from "./log-ten-percent.js";
import { kindOf, parseTapAmount, periodShare, periodText } from "./one-tap.js";

/** The quick amount field of a goal, by id: the `+` shortcut submits it (or focuses it when empty). */
export const amountFieldId = (goalId: string) => `tap-amount-${goalId}`;

export const AMOUNT_HINT = "Enter an amount above 0 with at most 3 decimals, e.g. 2.5";

/** Whether a check goal's period is met (an at-least goal: its Done waits for the next period). */
function checkMet(goal: Goal, habit: HabitFacts): boolean {
  const rules = habitRules(goal);
  return rules.direction === "at_least" && targetMet({ ...rules, target: habit.period_target ?? rules.target }, habit.period_value ?? 0);
}

/** The goal's one-tap action, from the `+` shortcut: the same checks as its buttons. */
export function tapGoal(goal: Goal, facts: Pick<CardFacts, "overall" | "habit">, actions: GoalActions): void {
  const kind = kindOf(goal);
  if (kind === "progress") return logTenPercent(goal, facts.overall, actions);
  if (!canLogTenPercent(goal, actions)) return;
  if (kind === "check") {
    if (!checkMet(goal, facts.habit)) actions.logHabit(goal);
    return;
  }
  const field = document.getElementById(amountFieldId(goal.id));
  if (!(field instanceof HTMLInputElement)) return;
  if (parseTapAmount(field.value) === undefined) return field.focus();
  field.form?.requestSubmit();
}

interface Props {
  goal: Goal;
  facts: Pick<CardFacts, "overall" | "habit">;
  actions: GoalActions;
}

export function OneTapAction({ goal, facts, actions }: Props) {
  const kind = kindOf(goal);
  const busy = !canLogTenPercent(goal, actions);
  if (kind === "progress") {
    return (
      <Button size="sm" onClick={() => logTenPercent(goal, facts.overall, actions)} disabled={busy}>
        +10%
      </Button>
    );
  }
  return kind === "check" ? (
    <CheckAction goal={goal} met={checkMet(goal, facts.habit)} busy={busy} actions={actions} />
  ) : (
    <AmountAction goal={goal} busy={busy} actions={actions} />
  );
}

function UndoButton({ goal }: { goal: Goal }) {
  const canUndo = useCanUndoTap(goal.id);
  if (!canUndo || isUnsaved(goal)) return null;
  return (
    <Button size="sm" variant="secondary" onClick={() => lastTaps.undo(goal.id)} aria-label={`Undo the last check-in of ${goal.title}`}>
      Undo
    </Button>
  );
}

function CheckAction({ goal, met, busy, actions }: { goal: Goal; met: boolean; busy: boolean; actions: GoalActions }) {
  return (
    <>
      <Button size="sm" onClick={() => actions.logHabit(goal)} disabled={busy || met} aria-pressed={met}>
        Done
      </Button>
      <UndoButton goal={goal} />
    </>
  );
}

function AmountAction({ goal, busy, actions }: { goal: Goal; busy: boolean; actions: GoalActions }) {
  const [text, setText] = useState("");
  const id = amountFieldId(goal.id);
  const unit = goal.unit?.trim() || "Amount";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const amount = parseTapAmount(text);
    if (amount === undefined) return void toast.warning(AMOUNT_HINT);
    actions.logHabit(goal, amount);
    setText("");
  };
  return (
    <>
      <form onSubmit={submit} className="flex items-center gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {unit}
        </label>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={`${inputClass} w-20 py-1`}
          aria-describedby={`${id}-of`}
        />
        <span id={`${id}-of`} className="sr-only">
          {`${goal.title}: amount to log`}
        </span>
        <Button size="sm" type="submit" disabled={busy}>
          Log
        </Button>
      </form>
      <UndoButton goal={goal} />
    </>
  );
}

/** "2 of 3 this week" / "12.5 of 20 km this week" and its bar (check and amount goals). */
export function HabitPeriod({ goal, habit }: { goal: Goal; habit: HabitFacts }) {
  const text = periodText(goal, habit);
  const share = periodShare(goal, habit);
  const over = habitRules(goal).direction === "at_most" && share >= 100;
  return (
    <div>
      <p className="text-xs font-medium text-slate-800 dark:text-slate-200" data-period-text>
        {text}
      </p>
      <div
        role="progressbar"
        aria-label="This period"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={text}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className={`h-full rounded-full ${over ? "bg-amber-600" : "bg-brand-600"}`} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

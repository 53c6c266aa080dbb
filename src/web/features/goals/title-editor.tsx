/**
 * Inline title editing on a card: Save sends trimmed values, Cancel discards (spec §4, §5). Below
 * the title, behind "What you track", the goal's kind, target and schedule (issue 29 item 2).
 */
import { useContext, useState } from "react";
import type { Goal } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { inputClass } from "../../components/ui/field.js";
import { toast } from "../../lib/toast.js";
import { GoalEditExtras } from "./edit-extras.js";
import type { GoalEdit } from "./goal-actions.js";
import { checkHabitForm, habitChange, habitFormOf, type HabitFieldName, KIND_LABELS } from "./habit-form-values.js";
import { HabitKindFields } from "./habit-kind-fields.js";
import { MESSAGES } from "./validation.js";

interface Props {
  goal: Goal;
  onSave: (edit: GoalEdit) => void;
  onDone: () => void;
}

export function TitleEditor({ goal, onSave, onDone }: Props) {
  const [title, setTitle] = useState(goal.title);
  const [habit, setHabit] = useState(() => habitFormOf(goal));
  const [habitOpen, setHabitOpen] = useState(false);
  const [habitError, setHabitError] = useState<{ problem: string; field: HabitFieldName } | null>(null);
  const extras = useContext(GoalEditExtras);
  const save = () => {
    const trimmed = title.trim();
    if (!trimmed) return void toast.warning(MESSAGES.titleEmpty);
    const checked = checkHabitForm(habit, goal.timeframe);
    if ("problem" in checked) {
      setHabitOpen(true);
      return setHabitError(checked);
    }
    // Only what changed: a title edit sends the spec's three fields, as before.
    const change = habitChange(goal, checked.fields);
    // The input covers the title only; motivation and description travel along unchanged (spec §2).
    const edit: GoalEdit = { title: trimmed, motivation: (goal.motivation ?? "").trim(), description: (goal.description ?? "").trim() };
    onSave(Object.keys(change).length > 0 ? { ...edit, habit: change } : edit);
    onDone();
  };
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") onDone();
      }}
    >
      <label htmlFor={`title-${goal.id}`} className="sr-only">
        Goal title
      </label>
      <input
        id={`title-${goal.id}`}
        className={`${inputClass} min-w-0 flex-1 basis-40`}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={200}
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <details className="basis-full text-sm" open={habitOpen} onToggle={(e) => setHabitOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary className="cursor-pointer text-slate-700 dark:text-slate-300">What you track: {KIND_LABELS[habit.kind]}</summary>
        {habitOpen ? (
          <HabitKindFields
            className="mt-2"
            values={habit}
            onChange={(next) => {
              setHabit(next);
              setHabitError(null);
            }}
            timeframe={goal.timeframe}
            error={habitError}
          />
        ) : null}
      </details>
      {extras?.(goal)}
    </form>
  );
}

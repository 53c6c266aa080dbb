/** Inline title editing on a card: Save sends trimmed values, Cancel discards (spec §4, §5). */
import { useContext, useState } from "react";
import type { Goal } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { inputClass } from "../../components/ui/field.js";
import { toast } from "../../lib/toast.js";
import { GoalEditExtras } from "./edit-extras.js";
import type { GoalEdit } from "./goal-actions.js";
import { MESSAGES } from "./validation.js";

interface Props {
  goal: Goal;
  onSave: (edit: GoalEdit) => void;
  onDone: () => void;
}

export function TitleEditor({ goal, onSave, onDone }: Props) {
  const [title, setTitle] = useState(goal.title);
  const extras = useContext(GoalEditExtras);
  const save = () => {
    const trimmed = title.trim();
    if (!trimmed) return void toast.warning(MESSAGES.titleEmpty);
    // The input covers the title only; motivation and description travel along unchanged (spec §2).
    onSave({ title: trimmed, motivation: (goal.motivation ?? "").trim(), description: (goal.description ?? "").trim() });
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
      {extras?.(goal)}
    </form>
  );
}

/** State of the "Create goal with details" form, fillable from a template or a coach draft. */
import { useCallback, useState } from "react";
import type { Category, Timeframe } from "../../../core/constants.js";
import type { GoalInput } from "../../lib/api.js";
import { HABIT_FORM_DEFAULTS, type HabitFieldsLike, type HabitFormValues, habitFormOf } from "./habit-form-values.js";

export interface GoalFormValues extends Omit<GoalInput, keyof HabitFieldsLike> {
  category: Category | "";
  timeframe: Timeframe | "";
}

export const GOAL_FORM_DEFAULTS: GoalFormValues = {
  title: "",
  description: "",
  category: "general",
  timeframe: "daily",
  motivation: "",
};

/** What fills the form: a template's or a coach draft's fields, with the habit fields it names (issue 29). */
export type GoalFormFill = Partial<GoalFormValues> & HabitFieldsLike;

export interface GoalFormState {
  values: GoalFormValues;
  setField: <K extends keyof GoalFormValues>(key: K, value: GoalFormValues[K]) => void;
  /** What the goal tracks (issue 29): kept apart from the spec's fields, which stay as they are. */
  habit: HabitFormValues;
  setHabit: (next: HabitFormValues) => void;
  fill: (values: GoalFormFill) => void;
  reset: () => void;
}

export function useGoalForm(): GoalFormState {
  const [values, setValues] = useState<GoalFormValues>(GOAL_FORM_DEFAULTS);
  const [habit, setHabit] = useState<HabitFormValues>(HABIT_FORM_DEFAULTS);
  const setField = useCallback(<K extends keyof GoalFormValues>(key: K, value: GoalFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  }, []);
  const fill = useCallback((next: GoalFormFill) => {
    const { kind, target, unit, direction, weekdays, every_days, ...spec } = next;
    setValues({ ...GOAL_FORM_DEFAULTS, ...spec });
    setHabit(habitFormOf({ kind, target, unit, direction, weekdays, every_days }));
  }, []);
  const reset = useCallback(() => {
    setValues(GOAL_FORM_DEFAULTS);
    setHabit(HABIT_FORM_DEFAULTS);
  }, []);
  return { values, setField, habit, setHabit, fill, reset };
}

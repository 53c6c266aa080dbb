/** State of the "Create goal with details" form, fillable from a template or a coach draft. */
import { useCallback, useState } from "react";
import type { Category, Timeframe } from "../../../core/constants.js";
import type { GoalInput } from "../../lib/api.js";

export interface GoalFormValues extends GoalInput {
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

export interface GoalFormState {
  values: GoalFormValues;
  setField: <K extends keyof GoalFormValues>(key: K, value: GoalFormValues[K]) => void;
  fill: (values: Partial<GoalFormValues>) => void;
  reset: () => void;
}

export function useGoalForm(): GoalFormState {
  const [values, setValues] = useState<GoalFormValues>(GOAL_FORM_DEFAULTS);
  const setField = useCallback(<K extends keyof GoalFormValues>(key: K, value: GoalFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  }, []);
  const fill = useCallback((next: Partial<GoalFormValues>) => setValues({ ...GOAL_FORM_DEFAULTS, ...next }), []);
  const reset = useCallback(() => setValues(GOAL_FORM_DEFAULTS), []);
  return { values, setField, fill, reset };
}

/** "Create goal with details": Title, category, timeframe, Motivation, Description (spec §2). */
import { type Ref, useState } from "react";
import { Link } from "react-router";
import type { Category, Timeframe } from "../../../core/constants.js";
import { habitAnswer } from "../../../core/habit-field-rules.js";
import { Button } from "../../components/ui/button.js";
import { SelectField, TextArea, TextField } from "../../components/ui/field.js";
import type { GoalActions } from "./goal-actions.js";
import type { GoalFormState } from "./goal-form.js";
import { checkHabitForm, type HabitFieldName } from "./habit-form-values.js";
import { HabitKindFields } from "./habit-kind-fields.js";
import { CATEGORY_OPTIONS, TIMEFRAME_OPTIONS } from "./options.js";

interface Props {
  form: GoalFormState;
  actions: GoalActions;
  /** Runs before leaving for /templates, so the dashboard can keep its scroll position. */
  onBrowseTemplates?: () => void;
  sectionRef?: Ref<HTMLElement>;
}

export function CreateGoalForm({ form, actions, onBrowseTemplates, sectionRef }: Props) {
  const { values, setField, reset, habit, setHabit } = form;
  const [habitError, setHabitError] = useState<{ problem: string; field: HabitFieldName } | null>(null);
  return (
    <section
      ref={sectionRef}
      aria-labelledby="create-goal-heading"
      className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="create-goal-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Create goal with details
        </h2>
        <Link
          to="/templates"
          onClick={onBrowseTemplates}
          className="text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-500"
        >
          Browse templates
        </Link>
      </div>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          // What the goal tracks (issue 29): checked by core's rules before anything is sent.
          const checked = checkHabitForm(habit, values.timeframe);
          if ("problem" in checked) return setHabitError(checked);
          setHabitError(null);
          actions.create({ ...values, ...habitAnswer(checked.fields) }, reset);
        }}
        onReset={(e) => {
          e.preventDefault();
          setHabitError(null);
          reset();
        }}
      >
        <TextField
          label="Title"
          className="sm:col-span-2"
          value={values.title}
          maxLength={200}
          onChange={(e) => setField("title", e.target.value)}
        />
        <SelectField label="Category" value={values.category} onChange={(e) => setField("category", e.target.value as Category)}>
          {CATEGORY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Timeframe" value={values.timeframe} onChange={(e) => setField("timeframe", e.target.value as Timeframe)}>
          {TIMEFRAME_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        {/* Issue 29: what the goal tracks; "Track a percentage" leaves the spec's form as it is. */}
        <HabitKindFields
          className="sm:col-span-2"
          values={habit}
          onChange={(next) => {
            setHabit(next);
            setHabitError(null);
          }}
          timeframe={values.timeframe}
          error={habitError}
        />
        <TextField
          label="Motivation"
          className="sm:col-span-2"
          placeholder="Why does this matter to you?"
          value={values.motivation}
          maxLength={500}
          onChange={(e) => setField("motivation", e.target.value)}
        />
        <TextArea
          label="Description"
          className="sm:col-span-2"
          rows={3}
          value={values.description}
          maxLength={2000}
          onChange={(e) => setField("description", e.target.value)}
        />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="reset" variant="secondary">
            Reset
          </Button>
          <Button type="submit" disabled={actions.creating}>
            {actions.creating ? "Creating…" : "Create goal"}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** "Create goal with details": Title, category, timeframe, Motivation, Description (spec §2). */
import type { Ref } from "react";
import { Link } from "react-router";
import type { Category, Timeframe } from "../../../core/constants.js";
import { Button } from "../../components/ui/button.js";
import { SelectField, TextArea, TextField } from "../../components/ui/field.js";
import type { GoalActions } from "./goal-actions.js";
import type { GoalFormState } from "./goal-form.js";
import { CATEGORY_OPTIONS, TIMEFRAME_OPTIONS } from "./options.js";

interface Props {
  form: GoalFormState;
  actions: GoalActions;
  /** Runs before leaving for /templates, so the dashboard can keep its scroll position. */
  onBrowseTemplates?: () => void;
  sectionRef?: Ref<HTMLElement>;
}

export function CreateGoalForm({ form, actions, onBrowseTemplates, sectionRef }: Props) {
  const { values, setField, reset } = form;
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
          actions.create(values, reset);
        }}
        onReset={(e) => {
          e.preventDefault();
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

/**
 * What a goal tracks (issue 29 item 2), in plain words: a percentage (the spec's goal: nothing
 * more is asked), done or not (times per period), or an amount (target, unit, at least / at most);
 * a daily goal's schedule. Used by the create form and the card's Edit; the checks are in
 * habit-form-values.ts (core's rules).
 */
import { useId, useSyncExternalStore } from "react";
import { GOAL_KINDS, type Direction, type GoalKind, weekdaysInOrder } from "../../../core/habit-rules.js";
import { SelectField, TextField } from "../../components/ui/field.js";
import { subscribeStorage } from "../../lib/storage.js";
import { readWeekStart } from "../../lib/week-start.js";
import { type HabitFieldName, type HabitFormValues, type HabitSchedule, KIND_LABELS, periodWord } from "./habit-form-values.js";

/** By ISO weekday number, Monday = 1. */
const DAYS = ["", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const DAY_NAMES = ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

interface Props {
  values: HabitFormValues;
  onChange: (next: HabitFormValues) => void;
  timeframe: string;
  /** The problem the last Save or Create found, shown at its field. */
  error?: { problem: string; field: HabitFieldName } | null | undefined;
  className?: string;
}

export function HabitKindFields({ values, onChange, timeframe, error, className = "" }: Props) {
  const id = useId();
  const weekStart = useSyncExternalStore(subscribeStorage, readWeekStart, readWeekStart);
  const set = <K extends keyof HabitFormValues>(key: K, value: HabitFormValues[K]) => onChange({ ...values, [key]: value });
  const per = timeframe ? periodWord(timeframe) : "period";
  const errorId = `${id}-error`;
  const invalid = (field: HabitFieldName) => (error?.field === field ? { "aria-invalid": true as const, "aria-describedby": errorId } : {});
  const message = (field: HabitFieldName) =>
    error?.field === field ? (
      <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
        {error.problem}
      </p>
    ) : null;
  const toggleDay = (day: number) =>
    set(
      "weekdays",
      values.weekdays.includes(day) ? values.weekdays.filter((d) => d !== day) : [...values.weekdays, day].sort((a, b) => a - b),
    );

  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${className}`} data-habit-kind-fields>
      <SelectField
        label="What you track"
        className="sm:col-span-2"
        value={values.kind}
        onChange={(e) => set("kind", e.target.value as GoalKind)}
      >
        {GOAL_KINDS.map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      {values.kind === "check" ? (
        <div>
          <TextField
            label={`Times per ${per}`}
            inputMode="numeric"
            value={values.times}
            onChange={(e) => set("times", e.target.value)}
            {...invalid("times")}
          />
          {message("times")}
        </div>
      ) : null}
      {values.kind === "amount" ? (
        <>
          <div>
            <TextField
              label={`Amount per ${per}`}
              inputMode="decimal"
              value={values.amount}
              onChange={(e) => set("amount", e.target.value)}
              {...invalid("amount")}
            />
            {message("amount")}
          </div>
          <div>
            <TextField
              label="Unit"
              placeholder="km, pages, glasses…"
              maxLength={24}
              value={values.unit}
              onChange={(e) => set("unit", e.target.value)}
              {...invalid("unit")}
            />
            {message("unit")}
          </div>
        </>
      ) : null}
      {values.kind !== "progress" ? (
        <SelectField label="At least or at most" value={values.direction} onChange={(e) => set("direction", e.target.value as Direction)}>
          <option value="at_least">At least</option>
          <option value="at_most">At most</option>
        </SelectField>
      ) : null}
      {values.kind !== "progress" && timeframe === "daily" ? (
        <div className="sm:col-span-2">
          <SelectField label="Schedule" value={values.schedule} onChange={(e) => set("schedule", e.target.value as HabitSchedule)}>
            <option value="every_day">Every day</option>
            <option value="weekdays">Specific days of the week</option>
            <option value="every_n">Every N days</option>
          </SelectField>
          {values.schedule === "weekdays" ? (
            <fieldset className="mt-2 flex flex-wrap gap-x-3 gap-y-2" {...invalid("schedule")}>
              <legend className="sr-only">Days it is due</legend>
              {weekdaysInOrder(weekStart).map((day) => (
                <label key={day} className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
                  <input
                    type="checkbox"
                    aria-label={DAY_NAMES[day]}
                    checked={values.weekdays.includes(day)}
                    onChange={() => toggleDay(day)}
                  />
                  <span aria-hidden="true">{DAYS[day]}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {values.schedule === "every_n" ? (
            <TextField
              label="Every how many days"
              className="mt-2"
              inputMode="numeric"
              value={values.everyDays}
              onChange={(e) => set("everyDays", e.target.value)}
              {...invalid("schedule")}
            />
          ) : null}
          {message("schedule")}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A goal's reminder (issue 18): up to five times a day (issue 32) and weekdays in this browser's
 * time zone, sent as a Web Push notification and to every channel, and listed in the calendar
 * feed (Settings → Notifications).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { BodyOf } from "../../../core/api-contract.js";
import type { Reminder } from "../../../core/reminder.js";
import { MAX_REMINDER_TIMES } from "../../../core/reminder-limits.js";
import type { Goal } from "../../../core/schemas.js";
import { Button } from "../../components/ui/button.js";
import { inputClass } from "../../components/ui/field.js";
import { notificationsApi } from "../../lib/notifications-api.js";
import { queryKeys } from "../../lib/query-keys.js";
import { toast } from "../../lib/toast.js";
import { browserTimeZone } from "../../lib/time-zone.js";

const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function describe(r: Reminder): string {
  const days = r.days.length === 7 ? "every day" : r.days.map((d) => DAYS[d - 1]).join(", ");
  return `${r.times.join(", ")}, ${days}`;
}

export function ReminderEditor({ goal }: { goal: Goal }) {
  const qc = useQueryClient();
  const id = useId();
  const current = goal.reminder ?? null;
  const [times, setTimes] = useState<string[]>(current?.times ?? ["08:00"]);
  const [days, setDays] = useState<number[]>(current?.days ?? [1, 2, 3, 4, 5, 6, 7]);
  const [saving, setSaving] = useState(false);
  // The form is drawn when the disclosure first opens: closed on every card, it was a third of
  // each card's elements in the dashboard's first render (issue 16: total blocking time).
  const [opened, setOpened] = useState(false);

  async function save(reminder: BodyOf<"PUT /goals/{id}/reminder">) {
    setSaving(true);
    try {
      await notificationsApi.setReminder(goal.id, reminder);
      toast.success(reminder ? "Reminder saved" : "Reminder removed");
      void qc.invalidateQueries({ queryKey: queryKeys.goals });
    } catch (err) {
      toast.error(`Could not save reminder${err instanceof Error && err.message ? `: ${err.message}` : ""}`);
    } finally {
      setSaving(false);
    }
  }

  const toggle = (d: number) => setDays((old) => (old.includes(d) ? old.filter((x) => x !== d) : [...old, d].sort()));
  return (
    <details className="text-sm" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer text-slate-700 dark:text-slate-300">Reminder: {current ? describe(current) : "off"}</summary>
      {opened ? (
        <form
          aria-label={`Reminder for ${goal.title}`}
          className="mt-2 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void save({ times: [...new Set(times)], days, time_zone: browserTimeZone() });
          }}
        >
          <fieldset className="space-y-1">
            <legend className="mb-1">Times</legend>
            {times.map((time, i) => (
              <div key={i} className="flex items-center gap-2">
                <input
                  id={`${id}-time-${i}`}
                  type="time"
                  required
                  aria-label={`Time ${i + 1}`}
                  value={time}
                  onChange={(e) => setTimes((old) => old.map((t, j) => (j === i ? e.target.value : t)))}
                  className={`${inputClass} w-auto`}
                />
                {times.length > 1 ? (
                  <Button type="button" size="sm" variant="secondary" onClick={() => setTimes((old) => old.filter((_, j) => j !== i))}>
                    Remove {time}
                  </Button>
                ) : null}
              </div>
            ))}
            {times.length < MAX_REMINDER_TIMES ? (
              <Button type="button" size="sm" variant="secondary" onClick={() => setTimes((old) => [...old, "20:00"])}>
                Add a time
              </Button>
            ) : null}
          </fieldset>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Days</legend>
            {DAYS.map((name, i) => (
              <label key={name} className="flex items-center gap-1">
                <input type="checkbox" checked={days.includes(i + 1)} onChange={() => toggle(i + 1)} />
                {name}
              </label>
            ))}
          </fieldset>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={saving || days.length === 0}>
              Save reminder
            </Button>
            {current ? (
              <Button type="button" size="sm" variant="secondary" disabled={saving} onClick={() => void save(null)}>
                Remove reminder
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </details>
  );
}

/**
 * Settings → Notifications → Nudges (issue 32): "streak at risk" and "behind pace", each off until
 * turned on, and the evening time they come at, read in this browser's time zone (sent with every
 * change). They go where reminders go: this device's notifications and every channel. A lazy chunk.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AnswerOf, BodyOf } from "../../../core/api-contract.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { TextField } from "../../components/ui/field.js";
import { errorText } from "../../lib/api.js";
import { browserTimeZone } from "../../lib/time-zone.js";
import { toast } from "../../lib/toast.js";
import { nudgesApi, nudgesQueryKey } from "./nudges-api.js";

type NudgeSettings = AnswerOf<"GET /notifications/nudges">;

const SWITCHES = [
  {
    key: "streak_at_risk",
    label: "Streak at risk",
    hint: "A goal due today with a streak of 3 or more and nothing logged yet: a nudge before the streak ends at midnight.",
  },
  {
    key: "behind_pace",
    label: "Behind pace",
    hint: "An amount goal behind the pace to reach this period's target, or a check goal with too few days left to reach it.",
  },
] as const;

export default function NudgesPanel() {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: nudgesQueryKey, queryFn: ({ signal }) => nudgesApi.get(signal) });
  /** The time being typed; null: the saved one is shown. */
  const [draft, setDraft] = useState<string | null>(null);
  /**
   * A switch as just set, shown until the server answers, then dropped: the saved settings are
   * shown again, changed or (refused) not. Kept in state set in the click itself, so the box
   * shows its new state in the same render (a cache update in onMutate comes a turn later, and a
   * controlled checkbox flips back in between).
   */
  const [pending, setPending] = useState<Partial<Record<(typeof SWITCHES)[number]["key"], boolean>>>({});
  const change = useMutation({
    mutationFn: (body: BodyOf<"PATCH /notifications/nudges">) => nudgesApi.update({ ...body, time_zone: browserTimeZone() }),
    onSuccess: (data) => {
      client.setQueryData<NudgeSettings>(nudgesQueryKey, data);
      setDraft(null);
      toast.success("Nudges saved");
    },
    onError: (err) => toast.error(errorText(err, "Failed to save the nudges")),
    onSettled: () => setPending({}),
  });

  if (settings.isPending) return <Spinner label="Loading nudges…" />;
  if (settings.isError) return <Alert>{errorText(settings.error, "Failed to load your nudges")}</Alert>;
  const current = settings.data;
  const time = draft ?? current.time;
  return (
    <fieldset className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <legend className="sr-only">Nudges</legend>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Nudges</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Sent once a day at most per goal, from the time below, to this device and your channels. Archived and paused goals never nudge.
      </p>
      {SWITCHES.map((s) => (
        <label key={s.key} className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
          <input
            type="checkbox"
            className="mt-1"
            checked={pending[s.key] ?? current[s.key]}
            disabled={change.isPending}
            onChange={(e) => {
              setPending({ [s.key]: e.target.checked });
              change.mutate({ [s.key]: e.target.checked });
            }}
          />
          <span>
            <span className="font-medium text-slate-900 dark:text-white">{s.label}</span>
            <span className="block text-slate-600 dark:text-slate-400">{s.hint}</span>
          </span>
        </label>
      ))}
      <div className="max-w-48">
        <TextField
          label="Nudge time"
          type="time"
          value={time}
          required
          hint={`In your time zone (${browserTimeZone()}).`}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            if (/^\d{2}:\d{2}$/.test(time) && time !== current.time) change.mutate({ time });
          }}
        />
      </div>
    </fieldset>
  );
}

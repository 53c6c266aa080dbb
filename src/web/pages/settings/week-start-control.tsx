import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { WeekStart } from "../../../core/habit-rules.js";
import { Alert, Spinner } from "../../components/ui/feedback.js";
import { SegmentedChoice } from "../../components/ui/segmented-choice.js";
import { errorText } from "../../lib/api.js";
import { queryKeys } from "../../lib/query-keys.js";
import { toast } from "../../lib/toast.js";
import { rememberWeekStart } from "../../lib/week-start.js";
import { preferencesApi, preferencesQueryKey } from "./settings-api.js";

const OPTIONS: { value: WeekStart; label: string }[] = [
  { value: "monday", label: "Monday" },
  { value: "sunday", label: "Sunday" },
];

/** "Weeks start on Monday / Sunday": kept by the account; weekly goals' periods and streaks follow it at once. */
export function WeekStartControl() {
  const client = useQueryClient();
  const prefs = useQuery({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => preferencesApi.get(signal) });
  const weekStart = prefs.data?.week_start;
  useEffect(() => {
    if (weekStart) rememberWeekStart(weekStart);
  }, [weekStart]);
  const change = useMutation({
    mutationFn: (next: WeekStart) => preferencesApi.update({ week_start: next }),
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: preferencesQueryKey });
      const before = client.getQueryData(preferencesQueryKey);
      client.setQueryData(preferencesQueryKey, { week_start: next });
      return { before };
    },
    onError: (err, _next, ctx) => {
      client.setQueryData(preferencesQueryKey, ctx?.before);
      toast.error(errorText(err, "Failed to save the week start"));
    },
    onSuccess: (saved) => {
      client.setQueryData(preferencesQueryKey, saved);
      toast.success(`Weeks now start on ${saved.week_start === "sunday" ? "Sunday" : "Monday"}`);
      // Weekly goals' period values and streaks moved with it.
      void client.invalidateQueries({ queryKey: queryKeys.goals });
    },
  });
  if (prefs.isPending) return <Spinner label="Loading your settings…" />;
  if (prefs.isError) return <Alert>{errorText(prefs.error, "Failed to load your settings")}</Alert>;
  return (
    <SegmentedChoice
      legend="Weeks start on"
      name="week-start"
      options={OPTIONS}
      value={prefs.data.week_start}
      onChange={(next) => change.mutate(next)}
    />
  );
}

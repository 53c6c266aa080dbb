/**
 * The landing page's static sample of three goals. Entries saved in the new-entry modal go
 * into this sample only (nothing is sent anywhere). On this page, as the landing copy says,
 * progress is the average of the journal percentage entries.
 */
import { clampProgress } from "../../../core/clamp-progress.js";

export interface SampleEntry {
  progress: number;
  note: string;
  when: string;
}

export interface SampleGoal {
  id: string;
  title: string;
  timeframe: "daily" | "weekly" | "monthly" | "yearly";
  category: string;
  entries: SampleEntry[];
}

export const SAMPLE_GOALS: readonly SampleGoal[] = [
  {
    id: "sample-run",
    title: "Run a 5k without stopping",
    timeframe: "weekly",
    category: "Health",
    entries: [
      { progress: 30, note: "Two easy runs, walked the hills.", when: "3 weeks ago" },
      { progress: 45, note: "First 2 km without a break.", when: "2 weeks ago" },
      { progress: 60, note: "3.5 km steady pace.", when: "Last week" },
    ],
  },
  {
    id: "sample-spanish",
    title: "Learn 500 Spanish words",
    timeframe: "daily",
    category: "Study",
    entries: [
      { progress: 10, note: "Greetings and numbers.", when: "Monday" },
      { progress: 20, note: "Food vocabulary, 25 new cards.", when: "Tuesday" },
      { progress: 30, note: "Reviewed everything twice.", when: "Yesterday" },
    ],
  },
  {
    id: "sample-savings",
    title: "Save an emergency fund",
    timeframe: "monthly",
    category: "Finance",
    entries: [
      { progress: 50, note: "Automatic transfer set up.", when: "2 months ago" },
      { progress: 70, note: "Skipped takeaway, added the difference.", when: "Last month" },
    ],
  },
];

/** The landing page's reading of progress: the average of the journal percentages. */
export function averageProgress(entries: readonly { progress: number }[]): number {
  if (entries.length === 0) return 0;
  return clampProgress(entries.reduce((sum, e) => sum + e.progress, 0) / entries.length);
}

export function addSampleEntry(goals: readonly SampleGoal[], goalId: string, entry: SampleEntry): SampleGoal[] {
  return goals.map((g) => (g.id === goalId ? { ...g, entries: [...g.entries, entry] } : g));
}

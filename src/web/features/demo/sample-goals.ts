/**
 * Demo mode's sample data: three goals with journals (spec §1, §3). Sample goals carry their
 * motivation in a field `why`, as the spec describes; toGoal maps it to the Goal shape.
 * Dates are relative to "now" so streaks and "Today" labels look alive whenever the demo opens.
 */
import type { Category, Timeframe } from "../../../core/constants.js";
import type { Goal } from "../../../core/schemas.js";

import { DEMO_USERNAME } from "./demo-username.js";

export { DEMO_USERNAME };
const DAY = 86_400_000;

export interface SampleGoal {
  id: string;
  title: string;
  why: string;
  description: string;
  category: Category;
  timeframe: Timeframe;
  public: boolean;
  slug: string | null;
  createdDaysAgo: number;
  /** [days ago, progress, note] */
  journal: [number, number, string][];
}

export const SAMPLE_GOALS: readonly SampleGoal[] = [
  {
    id: "demo-run-5k",
    title: "Run a 5K without stopping",
    why: "I want to feel strong and keep up with my kids at the park.",
    description: "Three short runs a week, adding a minute of running each time.",
    category: "health",
    timeframe: "weekly",
    public: true,
    slug: "run-a-5k",
    createdDaysAgo: 21,
    journal: [
      [14, 10, "First run: 1 minute on, 2 minutes walking."],
      [9, 25, "Ran 5 minutes in a row."],
      [5, 35, "Rainy, but I went anyway."],
      [2, 45, "10 minutes without stopping!"],
      [1, 50, "Easy recovery run."],
      [0, 60, "Made it to 15 minutes."],
    ],
  },
  {
    id: "demo-read-books",
    title: "Read 12 books this year",
    why: "Reading slows me down and helps me think more clearly.",
    description: "One book a month, 20 pages before bed.",
    category: "study",
    timeframe: "yearly",
    public: false,
    slug: null,
    createdDaysAgo: 60,
    journal: [
      [45, 8, "Finished the first book."],
      [20, 17, "Second book done, slower than planned."],
      [4, 25, "Third book finished on the train."],
    ],
  },
  {
    id: "demo-emergency-fund",
    title: "Build an emergency fund",
    why: "Peace of mind if something unexpected happens.",
    description: "Set aside a fixed amount on payday each month.",
    category: "finance",
    timeframe: "monthly",
    public: false,
    slug: null,
    createdDaysAgo: 3,
    journal: [],
  },
];

export function toGoal(sample: SampleGoal, now: Date): Goal {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const journal = sample.journal.map(([daysAgo, progress, note], i) => ({
    id: `${sample.id}-entry-${i + 1}`,
    goal_id: sample.id,
    note,
    progress,
    created_at: at(daysAgo),
  }));
  return {
    id: sample.id,
    title: sample.title,
    description: sample.description,
    motivation: sample.why,
    category: sample.category,
    timeframe: sample.timeframe,
    public: sample.public,
    slug: sample.slug,
    username: DEMO_USERNAME,
    created_at: at(sample.createdDaysAgo),
    updated_at: journal.at(-1)?.created_at ?? at(sample.createdDaysAgo),
    progress: journal.at(-1)?.progress ?? 0,
    likes_count: 0,
    journal,
    pauses: [],
  };
}

export function sampleGoals(now: Date): Goal[] {
  return SAMPLE_GOALS.map((s) => toGoal(s, now));
}

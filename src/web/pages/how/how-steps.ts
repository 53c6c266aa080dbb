/**
 * The steps of the how-it-works page. Progress is described as the average of the journal
 * percentage entries, as the landing page does: the spec keeps this reading on these pages
 * even though goal pages show the latest entry's progress (public §1).
 */
export const HOW_STEPS: readonly { title: string; body: string }[] = [
  {
    title: "Create a goal",
    body: "Give it a title, a category and a timeframe — daily, weekly, monthly or yearly. Add why it matters to you and a short plan if you like.",
  },
  {
    title: "Log check-ins",
    body: "Each check-in is a progress percentage from 0 to 100 and a short note about what you did. It takes seconds, so log right after the work.",
  },
  {
    title: "Keep your streak",
    body: "A streak counts consecutive days with an entry. Miss a day and it starts again — one small check-in the next day gets you back on track.",
  },
  {
    title: "See your progress",
    body: "Your progress is the average of your journal percentage entries. Streaks and analytics show how steadily you are moving.",
  },
  {
    title: "Publish a goal page",
    body: "Goals are private by default. Publish one and it gets its own page at /{username}/{slug} that you can share; switch it back to private at any time.",
  },
  {
    title: "Explore and like",
    body: "Browse public goals in Explore, like the ones that inspire you, and save or follow them to keep up.",
  },
];

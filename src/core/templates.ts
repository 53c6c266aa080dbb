/**
 * Built-in goal template library (signed-in-core §3, public-and-discovery: Templates page).
 * 49 templates, 7 per category, each category mixing daily, weekly and monthly timeframes.
 * Pure data plus two small lookup helpers; no I/O.
 */
import type { Category, Timeframe } from "./constants.js";

export interface GoalTemplate {
  id: string;
  category: Category;
  timeframe: Timeframe;
  title: string;
  description: string;
  milestones: [string, string, string, string];
}

export const GOAL_TEMPLATES: readonly GoalTemplate[] = [
  // ── General ──────────────────────────────────────────────────────────────
  {
    id: "tmpl-general-morning-plan",
    category: "general",
    timeframe: "daily",
    title: "Plan your day in 5 minutes each morning",
    description:
      "Before opening email, write down the three tasks that matter most today. A short plan made early keeps the day from being run by whatever shows up first.",
    milestones: [
      "Write a 3-task plan on 3 mornings",
      "Plan 5 mornings in one week",
      "Finish all 3 planned tasks on 3 days",
      "Keep the morning plan 14 days running",
    ],
  },
  {
    id: "tmpl-general-evening-shutdown",
    category: "general",
    timeframe: "daily",
    title: "End each workday with a 10-minute shutdown",
    description:
      "Close open loops, note tomorrow's first task and tidy your desk before you stop. A clear ending makes it easier to rest and quicker to start again.",
    milestones: [
      "Do the shutdown on 3 workdays",
      "Do it every workday for 1 week",
      "Start the next day from your note 5 times",
      "Keep the routine for 4 weeks",
    ],
  },
  {
    id: "tmpl-general-hardest-first",
    category: "general",
    timeframe: "daily",
    title: "Do the hardest task before noon",
    description:
      "Pick the one task you most want to avoid and start on it first. Handling it while your energy is high removes the weight it would carry all day.",
    milestones: [
      "Name the hardest task the night before 3 times",
      "Finish it before noon on 3 days",
      "Finish it before noon 5 days in one week",
      "Keep it up for 3 weeks in a row",
    ],
  },
  {
    id: "tmpl-general-weekly-review",
    category: "general",
    timeframe: "weekly",
    title: "Hold a 20-minute weekly review",
    description:
      "Once a week, look at what got done, what slipped and why, then choose next week's top three priorities. Small, regular course corrections add up quickly.",
    milestones: [
      "Block a fixed review slot in your calendar",
      "Complete your first review",
      "Review 4 weeks in a row",
      "Hit 2 of 3 weekly priorities for 3 weeks",
    ],
  },
  {
    id: "tmpl-general-declutter",
    category: "general",
    timeframe: "weekly",
    title: "Declutter one area of your home each week",
    description:
      "Choose one drawer, shelf or corner and sort it into keep, donate and toss. Working in small areas keeps the job finishable and the results easy to see.",
    milestones: ["List 8 areas that need clearing", "Clear your first area", "Clear 4 areas", "Donate or recycle everything set aside"],
  },
  {
    id: "tmpl-general-screen-time",
    category: "general",
    timeframe: "monthly",
    title: "Cut daily phone screen time by one hour",
    description:
      "Check your current average, then remove one app or habit at a time. Reclaimed time is easier to protect when you already know what you will use it for.",
    milestones: [
      "Record your baseline weekly average",
      "Move distracting apps off the home screen",
      "Drop 30 minutes below your baseline",
      "Stay 1 hour below baseline for 2 weeks",
    ],
  },
  {
    id: "tmpl-general-clear-backlog",
    category: "general",
    timeframe: "monthly",
    title: "Finish five lingering to-do items this month",
    description:
      "Pull out the small tasks that have sat on your list for weeks and clear them one by one. Each finished item frees attention you did not know you were spending.",
    milestones: [
      "List every task older than 30 days",
      "Pick the 5 that matter most",
      "Finish 3 of the 5",
      "Finish all 5 and delete the rest",
    ],
  },

  // ── Health ───────────────────────────────────────────────────────────────
  {
    id: "tmpl-health-daily-steps",
    category: "health",
    timeframe: "daily",
    title: "Walk 8,000 steps a day",
    description:
      "Build up from your current average with short walks after meals or calls. Steady daily movement lifts energy and mood without needing a gym.",
    milestones: [
      "Walk 5,000 steps on 5 days",
      "Reach 6,500 steps 3 days running",
      "Reach 8,000 steps 3 days running",
      "Average 8,000 steps for 2 weeks",
    ],
  },
  {
    id: "tmpl-health-water",
    category: "health",
    timeframe: "daily",
    title: "Drink 2 litres of water a day",
    description:
      "Keep a marked bottle in sight and finish set amounts by set times. Staying hydrated supports focus, digestion and energy through the afternoon.",
    milestones: [
      "Track your intake for 3 days",
      "Drink 1.5 litres on 5 days",
      "Reach 2 litres 5 days running",
      "Hit 2 litres on 25 of 30 days",
    ],
  },
  {
    id: "tmpl-health-bedtime",
    category: "health",
    timeframe: "daily",
    title: "Be in bed by 11 pm on weeknights",
    description:
      "Set a wind-down alarm 30 minutes before bedtime and leave your phone outside the bedroom. A regular bedtime makes both falling asleep and waking up easier.",
    milestones: [
      "Set a nightly wind-down alarm",
      "In bed by 11 pm on 3 weeknights",
      "In bed by 11 pm on all 5 weeknights",
      "Keep the bedtime for 3 weeks",
    ],
  },
  {
    id: "tmpl-health-strength",
    category: "health",
    timeframe: "weekly",
    title: "Do three strength sessions a week",
    description:
      "Follow a simple routine of squats, push-ups, rows and planks, adding a little each week. Regular strength work protects your joints and makes daily life easier.",
    milestones: [
      "Write a 4-exercise routine",
      "Complete 3 sessions in one week",
      "Add reps or weight to each exercise",
      "Keep 3 sessions a week for 6 weeks",
    ],
  },
  {
    id: "tmpl-health-home-dinners",
    category: "health",
    timeframe: "weekly",
    title: "Cook five dinners at home each week",
    description:
      "Plan meals at the weekend and shop once with a list. Cooking at home gives you control over portions and ingredients, and it usually costs less too.",
    milestones: [
      "Plan 5 dinners for the week",
      "Cook 3 home dinners in one week",
      "Cook 5 home dinners in one week",
      "Keep 5 home dinners a week for 4 weeks",
    ],
  },
  {
    id: "tmpl-health-first-5k",
    category: "health",
    timeframe: "monthly",
    title: "Run 5 km without stopping",
    description:
      "Alternate running and walking three times a week and stretch the running parts a little each time. A gradual build keeps injuries away and confidence growing.",
    milestones: [
      "Run 1 minute, walk 2, for 20 minutes",
      "Run 5 minutes without stopping",
      "Run 15 minutes without stopping",
      "Run the full 5 km",
    ],
  },
  {
    id: "tmpl-health-checkups",
    category: "health",
    timeframe: "monthly",
    title: "Book and attend your overdue check-ups",
    description:
      "Schedule the appointments you have been putting off, whether doctor, dentist or optician. Catching small issues early is simpler, cheaper and less stressful.",
    milestones: [
      "List every check-up that is overdue",
      "Book the first appointment",
      "Attend the first appointment",
      "Book and attend all the others",
    ],
  },

  // ── Career ───────────────────────────────────────────────────────────────
  {
    id: "tmpl-career-focus-block",
    category: "career",
    timeframe: "daily",
    title: "Protect 90 minutes of focused work a day",
    description:
      "Block one uninterrupted session with notifications off and a single clear task. Consistent focus time is where most of your meaningful output comes from.",
    milestones: [
      "Block a 90-minute slot in your calendar",
      "Complete 3 focus sessions in a week",
      "Complete 5 focus sessions in a week",
      "Keep daily focus sessions for 4 weeks",
    ],
  },
  {
    id: "tmpl-career-work-log",
    category: "career",
    timeframe: "daily",
    title: "Write one line about what you learned at work",
    description:
      "At the end of each day, note one lesson, fix or insight. Over time the log becomes raw material for reviews, interviews and your own sense of progress.",
    milestones: ["Log 5 workdays in a row", "Reach 20 entries", "Turn the log into 3 review bullet points", "Reach 60 entries"],
  },
  {
    id: "tmpl-career-email-batches",
    category: "career",
    timeframe: "daily",
    title: "Check email only three times a day",
    description:
      "Pick three fixed times to process messages and close the app in between. Batching cuts constant switching and leaves longer stretches for real work.",
    milestones: [
      "Choose and set your three check times",
      "Stick to 3 checks on 3 days",
      "Stick to 3 checks for a full week",
      "Keep the routine for 3 weeks",
    ],
  },
  {
    id: "tmpl-career-reconnect",
    category: "career",
    timeframe: "weekly",
    title: "Reach out to one professional contact a week",
    description:
      "Send a short, genuine note to a former colleague, mentor or peer. Small, regular contact keeps relationships warm long before you ever need to ask for help.",
    milestones: [
      "List 12 people you want to reconnect with",
      "Send your first message",
      "Have 3 catch-up conversations",
      "Keep weekly outreach for 8 weeks",
    ],
  },
  {
    id: "tmpl-career-ask-feedback",
    category: "career",
    timeframe: "weekly",
    title: "Ask for specific feedback once a week",
    description:
      "Ask a manager or peer one precise question about your recent work. Specific requests get useful answers, and steady feedback speeds up your growth.",
    milestones: [
      "Write 4 specific feedback questions",
      "Ask your first question",
      "Act on one piece of feedback",
      "Collect feedback 6 weeks in a row",
    ],
  },
  {
    id: "tmpl-career-portfolio-piece",
    category: "career",
    timeframe: "monthly",
    title: "Ship one portfolio piece",
    description:
      "Write up a project you are proud of: the problem, your approach and the result. Clear, finished examples say more about your skills than any list of them.",
    milestones: [
      "Choose the project to feature",
      "Draft the problem, approach and result",
      "Add visuals or links",
      "Publish it and share it with 3 people",
    ],
  },
  {
    id: "tmpl-career-refresh-cv",
    category: "career",
    timeframe: "monthly",
    title: "Refresh your CV and online profile",
    description:
      "Update your CV and professional profile with recent results, using numbers where you can. Keeping them current means you are ready when a chance appears.",
    milestones: [
      "List 5 achievements from the past year",
      "Add a measurable result to each one",
      "Rewrite your CV with the new results",
      "Update your online profile to match",
    ],
  },

  // ── Study ────────────────────────────────────────────────────────────────
  {
    id: "tmpl-study-read-pages",
    category: "study",
    timeframe: "daily",
    title: "Read 20 pages a day",
    description:
      "Keep a book within reach and read at a set time, such as after dinner. Twenty pages a day adds up to roughly a dozen books over a year.",
    milestones: ["Read 10 pages on 5 days", "Read 20 pages 3 days running", "Finish your first book", "Read 20 pages a day for 30 days"],
  },
  {
    id: "tmpl-study-language",
    category: "study",
    timeframe: "daily",
    title: "Practise a new language for 15 minutes",
    description:
      "Mix vocabulary review, listening and speaking aloud in short daily sessions. Frequent short practice beats rare long sessions for remembering new words.",
    milestones: [
      "Practise on 5 days in one week",
      "Learn your first 100 words",
      "Hold a 2-minute spoken conversation",
      "Practise 30 days in a row",
    ],
  },
  {
    id: "tmpl-study-flashcards",
    category: "study",
    timeframe: "daily",
    title: "Review your flashcards every day",
    description:
      "Turn key facts from your course into cards and review the ones that are due each day. Spaced repetition moves knowledge into long-term memory in little time.",
    milestones: [
      "Create 50 cards from your notes",
      "Review due cards 7 days running",
      "Grow your deck to 200 cards",
      "Keep daily reviews for 30 days",
    ],
  },
  {
    id: "tmpl-study-focus-sessions",
    category: "study",
    timeframe: "weekly",
    title: "Complete 10 focused study sessions a week",
    description:
      "Study in 25-minute blocks with 5-minute breaks and count each finished block. Short timed sessions make starting easier and keep your attention sharp.",
    milestones: [
      "Complete 4 sessions in one week",
      "Complete 7 sessions in one week",
      "Complete 10 sessions in one week",
      "Hit 10 sessions for 4 weeks running",
    ],
  },
  {
    id: "tmpl-study-practice-test",
    category: "study",
    timeframe: "weekly",
    title: "Take one practice test each week",
    description:
      "Test yourself under exam conditions, then study every question you missed. Recalling answers from memory exposes real gaps and strengthens what you know.",
    milestones: [
      "Collect practice papers or questions",
      "Complete your first timed test",
      "Review every missed question",
      "Raise your score over 4 tests",
    ],
  },
  {
    id: "tmpl-study-online-course",
    category: "study",
    timeframe: "monthly",
    title: "Finish an online course",
    description:
      "Pick one course, split it into weekly chunks and put each chunk in your calendar. Finishing one course fully teaches you more than starting five.",
    milestones: [
      "Enrol and map the modules by week",
      "Complete 25% of the course",
      "Complete 75% of the course",
      "Finish it and apply it in a small project",
    ],
  },
  {
    id: "tmpl-study-tricky-topic",
    category: "study",
    timeframe: "monthly",
    title: "Master one tricky topic this month",
    description:
      "Pick the topic you understand least, break it into parts and practise until you can explain it simply. Teaching it to someone is the clearest test.",
    milestones: [
      "Pick the topic and list its parts",
      "Work through half of the parts",
      "Solve 10 practice problems correctly",
      "Explain it to someone in 5 minutes",
    ],
  },

  // ── Finance ──────────────────────────────────────────────────────────────
  {
    id: "tmpl-finance-log-spending",
    category: "finance",
    timeframe: "daily",
    title: "Log every purchase the same day",
    description:
      "Record each expense in a notes app or spreadsheet before bed. Seeing where your money really goes is the first step to choosing where it should go.",
    milestones: [
      "Log spending 7 days running",
      "Sort a week of spending into categories",
      "Log every purchase for 30 days",
      "Pick 2 categories to cut back",
    ],
  },
  {
    id: "tmpl-finance-wait-list",
    category: "finance",
    timeframe: "daily",
    title: "Wait 24 hours before any unplanned purchase",
    description:
      "When you want something you did not plan for, add it to a wait list and decide tomorrow. The pause filters out most impulse buys without any guilt.",
    milestones: [
      "Start a wait list for unplanned buys",
      "Add 5 items to the list",
      "Skip 3 items after the pause",
      "Use the rule for 30 days",
    ],
  },
  {
    id: "tmpl-finance-pack-lunch",
    category: "finance",
    timeframe: "daily",
    title: "Bring lunch from home on workdays",
    description:
      "Prepare lunch the night before and keep easy staples on hand. Packing lunch saves a noticeable amount each month and often means a healthier meal.",
    milestones: [
      "Pack lunch on 2 workdays",
      "Pack lunch on 4 workdays in one week",
      "Pack lunch every workday for 2 weeks",
      "Move the money saved into savings",
    ],
  },
  {
    id: "tmpl-finance-auto-save",
    category: "finance",
    timeframe: "weekly",
    title: "Move a fixed amount to savings each week",
    description:
      "Set up an automatic weekly transfer to a separate account so saving happens before spending. Automation means you never have to rely on willpower.",
    milestones: [
      "Open a separate savings account",
      "Set up an automatic weekly transfer",
      "Complete 4 transfers in a row",
      "Raise the weekly amount by 10%",
    ],
  },
  {
    id: "tmpl-finance-money-checkin",
    category: "finance",
    timeframe: "weekly",
    title: "Hold a 15-minute weekly money check-in",
    description:
      "Each week, review your balances, upcoming bills and spending against your plan. A short, regular look keeps surprises small and decisions calm.",
    milestones: [
      "Pick a fixed check-in time",
      "Complete your first check-in",
      "List every bill due next month",
      "Check in 8 weeks in a row",
    ],
  },
  {
    id: "tmpl-finance-emergency-fund",
    category: "finance",
    timeframe: "monthly",
    title: "Build a one-month emergency fund",
    description:
      "Work out one month of essential costs and save toward it in steady steps. A cash cushion turns surprise bills into inconveniences rather than crises.",
    milestones: [
      "Calculate one month of essential costs",
      "Save 25% of the target",
      "Save 50% of the target",
      "Reach the full month of savings",
    ],
  },
  {
    id: "tmpl-finance-subscriptions",
    category: "finance",
    timeframe: "monthly",
    title: "Cancel subscriptions you no longer use",
    description:
      "Go through your bank statements for recurring charges and decide on each one. Unused subscriptions are quiet leaks, and cancelling takes only minutes.",
    milestones: [
      "List every recurring charge from 3 statements",
      "Mark each one keep or cancel",
      "Cancel every marked subscription",
      "Move the monthly savings to a goal",
    ],
  },

  // ── Personal ─────────────────────────────────────────────────────────────
  {
    id: "tmpl-personal-three-lines",
    category: "personal",
    timeframe: "daily",
    title: "Write three lines in a journal each night",
    description:
      "Note one thing that went well, one that was hard and one you are grateful for. The short format keeps it easy and builds perspective over time.",
    milestones: [
      "Write on 5 nights in one week",
      "Write 14 nights in a row",
      "Reread your entries and note one pattern",
      "Reach 60 entries",
    ],
  },
  {
    id: "tmpl-personal-meditate",
    category: "personal",
    timeframe: "daily",
    title: "Meditate for 10 minutes a day",
    description:
      "Sit somewhere quiet, follow your breath and gently come back when your mind wanders. Regular practice helps you notice stress before it takes over.",
    milestones: [
      "Meditate 3 minutes on 5 days",
      "Meditate 5 minutes 7 days running",
      "Meditate 10 minutes 7 days running",
      "Meditate 10 minutes for 30 days",
    ],
  },
  {
    id: "tmpl-personal-phone-free-morning",
    category: "personal",
    timeframe: "daily",
    title: "Keep the first 30 minutes of the day phone-free",
    description:
      "Charge your phone outside the bedroom and start with water, daylight and a plan instead. A calm start sets your tone before other people's demands arrive.",
    milestones: [
      "Move your charger out of the bedroom",
      "Go phone-free for 30 minutes on 3 days",
      "Have phone-free mornings 7 days running",
      "Keep phone-free mornings for 4 weeks",
    ],
  },
  {
    id: "tmpl-personal-weekly-call",
    category: "personal",
    timeframe: "weekly",
    title: "Call a friend or family member each week",
    description:
      "Set a recurring reminder and pick the person the day before. A short, regular call does more for closeness than the occasional long visit.",
    milestones: [
      "List 6 people you want to stay close to",
      "Make your first call",
      "Call someone 4 weeks in a row",
      "Plan one in-person meet-up",
    ],
  },
  {
    id: "tmpl-personal-try-something-new",
    category: "personal",
    timeframe: "weekly",
    title: "Try one new experience each week",
    description:
      "Visit a new place, cook a new recipe or join an event you would usually skip. Small novelties keep life interesting and make change feel less daunting.",
    milestones: ["List 10 new things to try", "Try the first one", "Try 4 new things", "Write down your favourite and why"],
  },
  {
    id: "tmpl-personal-volunteer",
    category: "personal",
    timeframe: "monthly",
    title: "Volunteer four hours this month",
    description:
      "Find a local cause that fits your skills and book a first shift. Giving your time regularly builds connection and a strong sense of purpose.",
    milestones: [
      "Shortlist 3 local organisations",
      "Sign up with one of them",
      "Complete your first 2 hours",
      "Complete 4 hours in the month",
    ],
  },
  {
    id: "tmpl-personal-day-trip",
    category: "personal",
    timeframe: "monthly",
    title: "Plan and take a day trip",
    description:
      "Pick a place within a few hours, set a date, then plan the route and a budget. Having something to look forward to lifts your mood long before the day arrives.",
    milestones: [
      "Choose a destination and a date",
      "Plan the route, budget and stops",
      "Book transport or tickets",
      "Take the trip and keep one photo",
    ],
  },

  // ── Creative ─────────────────────────────────────────────────────────────
  {
    id: "tmpl-creative-daily-sketch",
    category: "creative",
    timeframe: "daily",
    title: "Sketch for 15 minutes a day",
    description:
      "Draw whatever is in front of you without aiming for a finished piece. Daily low-pressure practice trains your eye and hand faster than rare big projects.",
    milestones: ["Sketch on 5 days in one week", "Fill 20 sketchbook pages", "Sketch 21 days in a row", "Fill a whole sketchbook"],
  },
  {
    id: "tmpl-creative-morning-words",
    category: "creative",
    timeframe: "daily",
    title: "Write 300 words every morning",
    description:
      "Write freely before you check messages, without editing or rereading. A daily word count builds the writing habit and loosens up your creative thinking.",
    milestones: [
      "Write 300 words on 3 mornings",
      "Write 7 mornings in a row",
      "Reach 10,000 words in total",
      "Write every morning for 30 days",
    ],
  },
  {
    id: "tmpl-creative-instrument",
    category: "creative",
    timeframe: "daily",
    title: "Practise an instrument for 20 minutes",
    description:
      "Split each session into a warm-up, one skill to drill and a piece you enjoy. Short, focused daily practice moves you forward faster than weekend marathons.",
    milestones: [
      "Practise on 5 days in one week",
      "Learn one new chord, scale or technique",
      "Play one full piece without stopping",
      "Practise 30 days in a row",
    ],
  },
  {
    id: "tmpl-creative-photo-walk",
    category: "creative",
    timeframe: "weekly",
    title: "Take a one-hour photo walk each week",
    description:
      "Walk with a camera or phone and a single theme, such as light or texture. A theme sharpens what you notice and gives your photos a common thread.",
    milestones: [
      "Pick themes for the next 4 weeks",
      "Complete your first photo walk",
      "Choose your best 3 shots after each walk",
      "Complete 6 walks and make a small album",
    ],
  },
  {
    id: "tmpl-creative-share-work",
    category: "creative",
    timeframe: "weekly",
    title: "Share one piece of your work each week",
    description:
      "Post a finished or in-progress piece somewhere others can see it. Regular sharing builds momentum, invites feedback and makes finishing a habit.",
    milestones: [
      "Choose where you will share your work",
      "Share your first piece",
      "Share 4 weeks in a row",
      "Ask for feedback on 2 pieces",
    ],
  },
  {
    id: "tmpl-creative-short-story",
    category: "creative",
    timeframe: "monthly",
    title: "Finish a short story this month",
    description:
      "Outline the beginning, middle and end, then write a rough draft before revising. Finishing a short piece teaches more than polishing a long one forever.",
    milestones: [
      "Write a one-paragraph outline",
      "Finish the first draft",
      "Revise the draft once",
      "Share the final story with one reader",
    ],
  },
  {
    id: "tmpl-creative-small-project",
    category: "creative",
    timeframe: "monthly",
    title: "Finish one small creative project",
    description:
      "Choose something you can complete in a month, like a zine, a song or a painting, and set weekly checkpoints. A finished small project beats an unfinished big one.",
    milestones: [
      "Define the project and its end result",
      "Complete the first quarter of the work",
      "Finish a full rough version",
      "Polish it and call it done",
    ],
  },
];

/** The template with this id, or undefined when there is none. */
export function findTemplate(id: string): GoalTemplate | undefined {
  return GOAL_TEMPLATES.find((t) => t.id === id);
}

/**
 * The goal description a template fills in: its description, then its milestones as a list,
 * so they are not lost when the form is saved (a goal has no milestones field).
 */
export function templateDescription(template: Pick<GoalTemplate, "description" | "milestones">): string {
  return `${template.description}\n\nMilestones:\n${template.milestones.map((m) => `- ${m}`).join("\n")}`;
}

/**
 * Templates whose title or description contains the query (trimmed, case-insensitive).
 * An empty or whitespace-only query returns every template.
 */
export function searchTemplates(query: string, templates: readonly GoalTemplate[] = GOAL_TEMPLATES): GoalTemplate[] {
  const q = query.trim().toLowerCase();
  if (q === "") return [...templates];
  return templates.filter((t) => t.title.toLowerCase().includes(q) || t.description.toLowerCase().includes(q));
}

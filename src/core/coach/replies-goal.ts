/** Built-in replies about one goal: focused help, getting unstuck, a plan, learning tips. */
import { MAX_BULLETS, MAX_STEPS } from "./constants.js";
import { closestTemplate } from "./draft-from-text.js";
import { coachFacts, type Clock, type CoachGoal, type CoachFacts } from "./coach-facts.js";
import type { HabitFacts } from "../habit-facts.js";
import { leftText, periodText, periodWords } from "../habit-words.js";
import { bullets, keywords, plural, steps, truncate } from "./text.js";

const quoted = (title: string) => `“${title}”`;

const PERIOD: Record<string, string> = { daily: "today", weekly: "this week", monthly: "this month", yearly: "this quarter" };

export function statusLine(f: CoachFacts): string {
  if (f.habit) {
    // A habit reads by its period: "2 of 3 this week, 1 more (a 4-week streak)".
    const left = leftText(f.goal, f.habit);
    const streak = f.habit.streak > 0 ? ` (a ${f.habit.streak}-${f.habit.streak_unit} streak)` : "";
    return `${quoted(f.goal.title)}: ${periodText(f.goal, f.habit)}, ${left === "Done" ? "done" : left}${streak}; last update: ${f.lastUpdate}.`;
  }
  const streak = f.streak > 0 ? `, a ${f.streak}-day streak` : "";
  return `${quoted(f.goal.title)} is at ${f.progress}% (${f.goal.timeframe}${streak}); last update: ${f.lastUpdate}.`;
}

/** "2 of 3 this week" for a habit, "40%" for a progress goal: how far it is, in a few words. */
export function howFar(f: CoachFacts): string {
  return f.habit ? periodText(f.goal, f.habit) : `${f.progress}%`;
}

function templateFor(goal: CoachGoal) {
  return closestTemplate(keywords(`${goal.title} ${goal.description ?? ""}`), goal.category);
}

/** Tips for the goal's situation, most relevant first; ones the coach gave before come last. */
function goalTips(f: CoachFacts, memory: readonly string[]): string[] {
  const period = PERIOD[f.goal.timeframe] ?? "this week";
  const tips: string[] = [];
  if (f.habit) return fresh(habitTips(f, f.habit), memory);
  if (f.entries === 0) tips.push("Log a first check-in today, even at 5%: a start on record makes the next step easier.");
  if (f.stalled || (f.idleDays ?? 0) > 7) {
    tips.push(`It has been ${plural(f.idleDays ?? 0, "day")} since the last update: do a 10-minute version today and log it.`);
  }
  if (f.progress >= 80 && f.progress < 100) tips.push("You are close: list what is left and finish the smallest piece first.");
  if (f.progress >= 100) tips.push("It is done: keep the habit with a lighter check-in, or set a bigger follow-up goal.");
  if (f.streak >= 3) tips.push(`Protect the ${f.streak}-day streak: keep today's step small enough that you never skip.`);
  if (f.progress < 40 && f.entries > 0) tips.push(`Split it into 4 milestones and aim for the first one ${period}.`);
  const template = templateFor(f.goal);
  if (template) tips.push(`A milestone to aim for: ${template.milestones[Math.min(3, Math.floor(f.progress / 25))]}.`);
  tips.push(`Decide when ${period} you will work on it, and put it in your calendar.`);
  tips.push("Write one line in each check-in about what helped; repeat what works.");
  tips.push("Pair each session with a small reward you enjoy afterwards.");
  tips.push("Tell one person about the goal: a little accountability goes a long way.");
  return fresh(tips, memory);
}

/** A check or amount habit's tips: its period's target, its schedule and its streak's unit. */
function habitTips(f: CoachFacts, h: HabitFacts): string[] {
  const period = periodWords(f.goal.timeframe);
  const left = leftText(f.goal, h);
  const atMost = f.goal.direction === "at_most";
  const tips: string[] = [];
  if (atMost) {
    tips.push(
      left === "Over the limit"
        ? `It is over the limit ${period}: plan one swap for tomorrow.`
        : `${left} ${period}: decide now where you will stop.`,
    );
  } else if (left !== "Done") {
    tips.push(
      h.due_today
        ? `${left} ${period}: do the smallest version now and tap Done.`
        : `${left} ${period}: put the next one in your calendar.`,
    );
  } else {
    tips.push(`Met ${period}: rest, or raise the target a little once it feels easy.`);
  }
  if (h.streak >= 3) tips.push(`Protect the ${h.streak}-${h.streak_unit} streak: keep the next step small enough that you never skip.`);
  if (f.entries === 0) tips.push("Log a first check-in today: a start on record makes the next one easier.");
  tips.push(`Decide when ${period} you will do it, and put it in your calendar.`);
  tips.push("Pair each session with a small reward you enjoy afterwards.");
  return tips;
}

/** Tips not given before first; ones the coach gave before come last. */
function fresh(tips: string[], memory: readonly string[]): string[] {
  const said = memory.join("\n");
  return [...tips.filter((t) => !said.includes(t)), ...tips.filter((t) => said.includes(t))];
}

export function goalHelp(goal: CoachGoal, clock: Clock, memory: readonly string[] = []): string {
  const f = coachFacts(goal, clock);
  const why = f.motivation ? `\nRemember why: “${truncate(f.motivation, 120)}”.` : "";
  return `${statusLine(f)}\n${bullets(goalTips(f, memory), 3)}${why}\nWhat is in the way right now, or what would you like to do next?`;
}

export function stuckReply(clock: Clock, goal?: CoachGoal): string {
  const f = goal ? coachFacts(goal, clock) : undefined;
  const head = f
    ? `Stuck on ${quoted(f.goal.title)} (${howFar(f)})? Let's make it easy to move again:`
    : "Being stuck is normal. Let's make the next move easy:";
  const list = steps(
    [
      "Name the obstacle in one sentence: time, energy, an unclear next step, or motivation.",
      "Shrink the next step until it takes under 10 minutes.",
      "Attach it to something you already do (after coffee, after work).",
      "Remove one friction point tonight: lay out what you need.",
      "Log even a 5% check-in; visible progress keeps you going.",
    ],
    MAX_STEPS,
  );
  const why = f?.motivation ? `\nRemember why you started: “${truncate(f.motivation, 120)}”.` : "";
  return `${head}\n${list}${why}\nTell me the obstacle and I will suggest a concrete first step.`;
}

const CADENCE_STEP: Record<string, string> = {
  daily: "Fix a daily time slot and a minimum version for busy days.",
  weekly: "Choose your session days for the week and block them in your calendar.",
  monthly: "Set weekly checkpoints so the month never ends in a rush.",
  yearly: "Set a monthly checkpoint and a quarterly review.",
};

export function planReply(goal: CoachGoal, clock: Clock): string {
  const f = coachFacts(goal, clock);
  const template = templateFor(goal);
  const milestones = template
    ? template.milestones.map((m, i) => `${m} (${(i + 1) * 25}%).`)
    : [
        `Define what 100% means for ${quoted(goal.title)}.`,
        "Reach a first small milestone (25%).",
        "Make it routine: hit half of the way (50%).",
        "Finish the last quarter and review what worked.",
      ];
  const list = steps([...milestones, CADENCE_STEP[goal.timeframe] ?? CADENCE_STEP.weekly ?? ""], MAX_STEPS);
  return `A plan for ${quoted(goal.title)} (now ${f.progress}%):\n${list}\nLog each session so the plan shows up in your progress.`;
}

export function learnReply(clock: Clock, goal?: CoachGoal): string {
  const lead = goal
    ? `For ${quoted(goal.title)} (${coachFacts(goal, clock).progress}%), learn in short, regular sessions:`
    : "Learning sticks with short, regular sessions:";
  const tips = bullets(
    [
      "25-minute blocks with one clear topic each.",
      "Test yourself before re-reading (active recall).",
      "Review after 1, 3 and 7 days (spaced repetition).",
      "Explain it in your own words in the check-in note.",
    ],
    MAX_BULLETS,
  );
  return `${lead}\n${tips}\nLog each session to keep your streak visible.`;
}

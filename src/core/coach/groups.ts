/**
 * What the coach knows of the user's groups (issue 30 item 4): which group a message asks about
 * ("how is my Health group doing?"), the built-in answer, and the lines an AI service is given.
 * The figures are the dashboard section header's (group-summary.ts), so both say the same.
 */
import { groupSummary, type GroupSummary } from "../group-summary.js";
import { coachFacts, type Clock, type CoachGoal } from "./coach-facts.js";

export interface CoachGroup {
  id: string;
  name: string;
}

export interface GroupReport {
  group: CoachGroup;
  goals: readonly CoachGoal[];
  summary: GroupSummary;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The group a message asks about: it says "group" and names one of them (the longest name that
 * fits, so "Health" never wins over "Mental health"). Without "group", a name is read as a goal's.
 */
export function askedGroup(text: string, groups: readonly CoachGroup[]): CoachGroup | undefined {
  if (!/\bgroups?\b/i.test(text)) return undefined;
  const byLength = [...groups].sort((a, b) => b.name.length - a.name.length);
  return byLength.find((g) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(g.name)}($|[^\\p{L}\\p{N}])`, "iu").test(text));
}

/** The group's goals (archived ones left out, as everywhere) and its summary; goals hold whole journals. */
export function groupReport(group: CoachGroup, goals: readonly CoachGoal[], clock: Clock): GroupReport {
  const members = goals.filter((g) => g.group_id === group.id && !g.archived);
  const overall = members.map((g) => coachFacts(g, clock).progress);
  return { group, goals: members, summary: groupSummary(members, overall, clock) };
}

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** The figures in one line: "1 of 2 done today · average progress 40% · perfect-day streak 3 days". */
export function groupFigures({ summary }: GroupReport): string {
  const today = summary.dueToday === 0 ? "nothing due today" : `${summary.doneToday} of ${summary.dueToday} done today`;
  return `${today} · average progress ${summary.averageProgress ?? 0}% · perfect-day streak ${days(summary.perfectDays)}`;
}

/** The built-in coach's answer about one group. */
export function groupReply(report: GroupReport): string {
  const { group, goals } = report;
  if (goals.length === 0) return `Your ${group.name} group has no goals yet. Put a goal in it from the goal's Edit.`;
  const titles = goals.map((g) => g.title).join(", ");
  const count = goals.length === 1 ? "1 goal" : `${goals.length} goals`;
  const { summary } = report;
  const next =
    summary.dueToday > summary.doneToday
      ? `${summary.dueToday - summary.doneToday} still due today: check them in to keep the perfect-day streak.`
      : summary.dueToday > 0
        ? "Everything due today is done: a perfect day so far."
        : "Nothing is due today in this group.";
  return `Your ${group.name} group has ${count}: ${titles}.\n- ${groupFigures(report)}\n${next}`;
}

/** The groups as an AI service is told them: each group's name, its goals and figures. */
export function groupsBlock(groups: readonly CoachGroup[], goals: readonly CoachGoal[], clock: Clock): string {
  if (groups.length === 0) return "";
  const lines = groups.map((group) => {
    const report = groupReport(group, goals, clock);
    const titles = report.goals.length === 0 ? "no goals" : report.goals.map((g) => `"${g.title}"`).join(", ");
    return `- ${group.name}: ${titles}; ${groupFigures(report)}`;
  });
  return `The user's groups of goals (in their order; a perfect day: every goal of the group due that day was met):\n${lines.join("\n")}`;
}

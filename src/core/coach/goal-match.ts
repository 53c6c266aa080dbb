/** Finds the goal a message talks about, by its title. */
import { GENERIC_WORDS, keywords, normalise } from "./text.js";

interface Titled {
  id: string;
  title: string;
}

/**
 * The goal whose title the text names: the whole title anywhere in the text wins (the
 * longest such title); else the goal sharing at least 60% of its title's keywords; else the
 * one goal that alone has a distinctive word of the text; else the one goal whose title holds
 * the word before "goal" ("my reading goal").
 */
export function findMentionedGoal<G extends Titled>(text: string, goals: readonly G[]): G | undefined {
  const said = normalise(text);
  let best: { goal: G; score: number } | undefined;
  for (const goal of goals) {
    const title = normalise(goal.title);
    if (title.length >= 3 && said.includes(title)) {
      const score = 10 + title.length / 1000;
      if (!best || score > best.score) best = { goal, score };
    }
  }
  if (best) return best.goal;

  const spoken = new Set(keywords(text));
  for (const goal of goals) {
    const titleWords = [...new Set(keywords(goal.title))];
    if (titleWords.length === 0) continue;
    const shared = titleWords.filter((w) => spoken.has(w)).length;
    const score = shared / titleWords.length;
    if (shared >= 1 && score >= 0.6 && (!best || score > best.score)) best = { goal, score };
  }
  if (best) return best.goal;

  // One distinctive word that only one goal's title has: "how do I get better at swimming?".
  const distinctive = [...spoken].filter((w) => !GENERIC_WORDS.has(w) && !/^\d/.test(w));
  const owners = new Map<string, G[]>();
  for (const goal of goals) {
    for (const w of new Set(keywords(goal.title))) if (distinctive.includes(w)) owners.set(w, [...(owners.get(w) ?? []), goal]);
  }
  const unique = [...owners.values()].filter((list) => list.length === 1).map((list) => list[0]);
  if (unique.length === 1) return unique[0];

  // "my reading goal", "the running goal": the word before "goal" names one goal's title.
  const before = [...normalise(text).matchAll(/\b([a-z][a-z']+) goal\b/g)].map((m) => keywords(m[1] ?? "")[0]);
  for (const word of before) {
    if (!word) continue;
    const hits = goals.filter((g) => keywords(g.title).includes(word));
    if (hits.length === 1) return hits[0];
  }
  return undefined;
}

/**
 * Drafts a goal from free text, without any AI: "run a 5k three times a week so I feel
 * fitter" → title "Run a 5k three times a week", weekly, health, motivation "I feel fitter".
 * Several messages of one creation thread can be given; later ones fill what earlier lacked.
 */
import type { Timeframe } from "../constants.js";
import type { GoalDraft } from "../schemas.js";
import { GOAL_TEMPLATES, type GoalTemplate } from "../templates.js";
import { DRAFT_DESCRIPTION_CAP, DRAFT_TITLE_MAX } from "./constants.js";
import { generateDescription, guessCategory } from "./draft-fields.js";
import { habitFromText } from "./draft-habit.js";
import { capitalise } from "../text-case.js";
import { distinctiveKeywords, GENERIC_WORDS, keywords, truncate } from "./text.js";

export type DraftResult =
  | { kind: "draft"; draft: GoalDraft; template?: GoalTemplate }
  | { kind: "need-details"; missing: ("action" | "timeframe")[]; suggestion?: GoalTemplate };

const COMMAND =
  /^(?:(?:please|hey coach|coach|ok|okay)[,!]?\s+)*(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:(?:help me|i want to|i'd like to|i would like to|let's|lets)\s+)?(?:create|add|make|set up|set|start|draft|write|build|begin)\s+(?:me\s+)?(?:a|an|the|my|one)?\s*(?:new\s+)?(?:goal|habit)\b\s*(?:for me\b)?\s*(?:to|for|of|about|called|named|titled|where i)?\s*[:\-–—]?\s*/i;
const WISH =
  /^(?:i want to|i'd like to|i would like to|i wanna|my goal is to|i plan to|i will|i'm going to|i am going to|i need to|to)\s+/i;
const NEW_GOAL_ONLY = /^(?:new goal|goal)\s*[:\-–—]\s*/i;
const WHY =
  /(?:^|[,;.]?\s+)(?:—\s*)?(?:so that|so|because|since|in order to|to help me|which will help me|which will|for the sake of|why:)\s+(.+)$/i;
const FOR_MY = /[,;.]?\s+(for (?:my|better) [a-z ]+)$/i;

const TIMEFRAME_PATTERNS: [Timeframe, RegExp][] = [
  [
    "daily",
    /\b(daily|every ?day|each day|a day|per day|every (morning|night|evening)|each (morning|night|evening)|nightly|on weekdays|every weekday)\b/i,
  ],
  [
    "weekly",
    /\b(weekly|every week|each week|a week|per week|times? a week|on (mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|every (monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend))\b/i,
  ],
  ["monthly", /\b(monthly|every month|each month|a month|per month|this month|within a month|in a month)\b/i],
  [
    "yearly",
    /\b(yearly|annually|every year|each year|a year|per year|this year|within a year|in a year|by (the end of the year|december|new year))\b/i,
  ],
];

const QUANTITY =
  /\b\d+(?:[.,]\d+)?\s*(?:k|km|kms|kilometers?|kilometres?|miles?|minutes?|mins?|hours?|hrs?|h|pages?|books?|times?|sessions?|words?|steps?|push-?ups?|reps?|lessons?|chapters?|litres?|liters?|l|glasses?|cups?|%|percent|dollars?|euros?|pounds?|kg|lbs?|days?|songs?|sketches?|posts?|articles?|workouts?|classes?)?\b|[$€£]\s?\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|hundred)\s+(?:k|km|miles?|minutes?|hours?|pages?|books?|times?|sessions?|words?|steps?|lessons?|chapters?|glasses?|cups?|days?|workouts?|classes?)\b/i;

export function findTimeframe(text: string): Timeframe | undefined {
  for (const [tf, re] of TIMEFRAME_PATTERNS) if (re.test(text)) return tf;
  return undefined;
}

export function hasQuantity(text: string): boolean {
  return QUANTITY.test(text);
}

interface Parsed {
  action: string;
  why: string;
  timeframe: Timeframe | undefined;
}

function parseOne(text: string): Parsed {
  let rest = text.replace(/\s+/g, " ").trim();
  rest = rest.replace(NEW_GOAL_ONLY, "");
  rest = rest.replace(COMMAND, "");
  rest = rest.replace(WISH, "");
  let why = "";
  const whyMatch = WHY.exec(rest) ?? FOR_MY.exec(rest);
  if (whyMatch?.[1]) {
    why = whyMatch[1];
    rest = rest.slice(0, whyMatch.index);
  }
  const action = rest
    .replace(/^(to|and)\s+/i, "")
    .replace(/[\s.,;:!?]+$/, "")
    .trim();
  why = why
    .replace(/^(so that|so|because|since|why:)\s+/i, "")
    .replace(/[\s.!?]+$/, "")
    .trim();
  return { action, why, timeframe: findTimeframe(text) };
}

/** Meaningful words of the action that are not just cadence or quantity. */
function actionWords(action: string): string[] {
  let stripped = action.replace(new RegExp(QUANTITY.source, "gi"), " ");
  for (const [, re] of TIMEFRAME_PATTERNS) stripped = stripped.replace(new RegExp(re.source, "gi"), " ");
  return distinctiveKeywords(stripped);
}

/**
 * The library template closest to the words given: shared distinctive title words, plus half a
 * point for the same category; a single shared word only counts within the category.
 */
export function closestTemplate(words: readonly string[], category?: string): GoalTemplate | undefined {
  const said = new Set(words.filter((w) => !GENERIC_WORDS.has(w) && !/^\d/.test(w)));
  let best: { t: GoalTemplate; score: number } | undefined;
  for (const t of GOAL_TEMPLATES) {
    const titleWords = new Set(distinctiveKeywords(t.title));
    const shared = [...titleWords].filter((w) => said.has(w)).length;
    const score = shared + (category && t.category === category ? 0.5 : 0);
    if (shared >= 1 && (!best || score > best.score)) best = { t, score };
  }
  return best && best.score >= 1.5 ? best.t : undefined;
}

export function draftFromText(texts: string | readonly string[]): DraftResult {
  const parsed = (typeof texts === "string" ? [texts] : texts).map(parseOne);
  const withAction = [...parsed].reverse().find((p) => actionWords(p.action).length >= 1 && p.action.split(" ").length >= 2);
  const timeframe = [...parsed].reverse().find((p) => p.timeframe)?.timeframe;
  const why = [...parsed].reverse().find((p) => p.why)?.why ?? "";
  const verbs = withAction ? actionWords(withAction.action) : [];
  const whyWords = keywords(why);
  const words = withAction ? [...verbs, ...whyWords] : [];
  const category = guessCategory(verbs, whyWords);
  const template = withAction ? closestTemplate(words, category) : undefined;

  // A template may supply the cadence only when the user gave a measurable action ("read 20 pages").
  const measurable = parsed.some((p) => hasQuantity(p.action));
  const effectiveTimeframe = timeframe ?? (measurable ? template?.timeframe : undefined);
  if (!withAction || !effectiveTimeframe) {
    const missing: ("action" | "timeframe")[] = [];
    if (!withAction) missing.push("action");
    if (!effectiveTimeframe) missing.push("timeframe");
    return template ? { kind: "need-details", missing, suggestion: template } : { kind: "need-details", missing };
  }

  const title = truncate(capitalise(withAction.action), DRAFT_TITLE_MAX);
  const motivation = why ? capitalise(why) : "";
  // A check or amount goal when the words name one (issue 29): "gym 3 times a week", "run 20 km a week".
  const { timeframe: habitTimeframe, ...habit } = habitFromText(withAction.action, effectiveTimeframe) ?? {};
  const draftTimeframe = habitTimeframe ?? effectiveTimeframe;
  const base = generateDescription({ title, timeframe: draftTimeframe, motivation });
  const tip = template ? ` First milestone: ${template.milestones[0]}.` : "";
  const description = base.length + tip.length <= DRAFT_DESCRIPTION_CAP ? base + tip : base;
  const draft: GoalDraft = { title, timeframe: draftTimeframe, category, motivation, description, ...habit };
  return template ? { kind: "draft", draft, template } : { kind: "draft", draft };
}

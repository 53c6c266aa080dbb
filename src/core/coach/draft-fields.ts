/** Reading timeframes and categories from loose text, and writing a draft's description. */
import { CATEGORIES, type Category, type Timeframe } from "../constants.js";
import type { GoalDraft } from "../schemas.js";
import { DRAFT_DESCRIPTION_CAP, DRAFT_DESCRIPTION_MIN } from "./constants.js";
import { normalise, sentence, stem, truncate } from "./text.js";

const TIMEFRAME_WORDS: Record<Timeframe, RegExp> = {
  daily: /^(daily|day|days|every ?day|each day|per day|a day|nightly|every (morning|night|evening))$/,
  weekly: /^(weekly|week|weeks|every week|each week|per week|a week|weekdays|weeknights)$/,
  monthly: /^(monthly|month|months|every month|each month|per month|a month)$/,
  yearly: /^(yearly|year|years|annual|annually|every year|each year|per year|a year)$/,
};

/** "Weekly", " per week ", "WEEK" → "weekly"; anything else → undefined. */
export function toTimeframe(value: unknown): Timeframe | undefined {
  if (typeof value !== "string") return undefined;
  const t = normalise(value)
    .replace(/[^a-z ]/g, "")
    .trim();
  for (const [tf, re] of Object.entries(TIMEFRAME_WORDS) as [Timeframe, RegExp][]) if (re.test(t)) return tf;
  return undefined;
}

/** Words that point to a category, matched on stemmed keywords of the text. */
const CATEGORY_WORDS: Record<Exclude<Category, "general">, string[]> = {
  health: (
    "run jog walk step gym workout exercise fit fitter fitness weight lose stretch yoga pilates swim bike cycle " +
    "cycling sport train strength muscle health healthy sleep bed water drink eat diet meal cook vegetable sugar " +
    "alcohol smoke smoking doctor check-up 5k 10k marathon km mile push-up pushup squat cardio calorie protein"
  ).split(" "),
  career: (
    "career job work promotion interview cv resume linkedin network networking client portfolio boss colleague " +
    "meeting email skill professional business salary raise manager leadership deep focus project deadline"
  ).split(" "),
  study: (
    "study learn read book page course exam test class lecture homework flashcard language spanish french " +
    "german italian japanese chinese vocabulary revise revision research degree university school lesson math " +
    "maths science history code coding programming"
  ).split(" "),
  finance: (
    "money save saving budget spend spending debt invest investing pay payment bill expense purchase " +
    "subscription emergency fund income retirement finance financial bank credit"
  ).split(" "),
  personal: (
    "meditate meditation journal gratitude mindful mindfulness family friend call partner kid relationship " +
    "volunteer phone screen social habit calm stress self-care happy happier confidence patience kind"
  ).split(" "),
  creative: (
    "write writing draw drawing sketch paint painting music song guitar piano instrument sing photo " +
    "photography poem poetry story novel blog design craft knit film video creative art artist compose"
  ).split(" "),
};

const STEMMED_CATEGORY_WORDS = Object.fromEntries(
  Object.entries(CATEGORY_WORDS).map(([c, words]) => [c, new Set(words.map(stem))]),
) as Record<Exclude<Category, "general">, Set<string>>;

/** The category whose words the text uses most, the action's words counting double; "general" when none. */
export function guessCategory(actionWords: readonly string[], whyWords: readonly string[] = []): Category {
  let best: Category = "general";
  let bestScore = 0;
  for (const [category, set] of Object.entries(STEMMED_CATEGORY_WORDS) as [Category, Set<string>][]) {
    const score = 2 * actionWords.filter((w) => set.has(w)).length + whyWords.filter((w) => set.has(w)).length;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

const CATEGORY_SYNONYMS: Record<string, Category> = {
  fitness: "health",
  wellness: "health",
  sport: "health",
  sports: "health",
  exercise: "health",
  work: "career",
  job: "career",
  professional: "career",
  business: "career",
  education: "study",
  learning: "study",
  school: "study",
  money: "finance",
  financial: "finance",
  finances: "finance",
  savings: "finance",
  "personal growth": "personal",
  lifestyle: "personal",
  relationships: "personal",
  mindfulness: "personal",
  art: "creative",
  arts: "creative",
  writing: "creative",
  music: "creative",
  hobby: "creative",
};

/** A category as the AI wrote it ("Health", "fitness") → a known category; unknown → "general". */
export function toCategory(value: unknown): Category {
  if (typeof value !== "string") return "general";
  const v = normalise(value);
  if ((CATEGORIES as readonly string[]).includes(v)) return v as Category;
  return CATEGORY_SYNONYMS[v] ?? "general";
}

const CADENCE_PHRASE: Record<Timeframe, string> = {
  daily: "Check in each day",
  weekly: "Check in after each session and review the week on Sunday",
  monthly: "Check in weekly and review at the end of the month",
  yearly: "Check in monthly and review each quarter",
};

/** A short description from the draft's own fields, at most 158 characters. */
export function generateDescription(draft: Pick<GoalDraft, "title" | "timeframe" | "motivation">): string {
  const title = sentence(draft.title);
  const cadence = sentence(CADENCE_PHRASE[draft.timeframe]);
  const why = draft.motivation.trim() ? ` Why: ${sentence(draft.motivation.trim())}` : "";
  return truncate(`${title} ${cadence}${why}`, DRAFT_DESCRIPTION_CAP);
}

/** Keeps a useful description; one under 25 characters is replaced by a generated one. */
export function ensureDescription(draft: GoalDraft): GoalDraft {
  const description = draft.description.trim();
  if (description.length >= DRAFT_DESCRIPTION_MIN) return { ...draft, description };
  return { ...draft, description: generateDescription(draft) };
}

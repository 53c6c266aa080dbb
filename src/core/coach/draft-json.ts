/**
 * Reads the goal JSON an AI model answered to a creation request. Models wrap it in code
 * fences, add prose around it, capitalise keys or values, invent categories, or leave out
 * the timeframe; each case is handled here.
 */
import { MOTIVATION_MAX_LENGTH } from "../constants.js";
import { habitAnswer, resolveHabitFields } from "../habit-fields.js";
import type { GoalDraft } from "../schemas.js";
import { AI_DESCRIPTION_MAX, DRAFT_TITLE_MAX } from "./constants.js";
import { ensureDescription, toCategory, toTimeframe } from "./draft-fields.js";
import { truncate } from "./text.js";

export type JsonDraftResult =
  | { kind: "draft"; draft: GoalDraft }
  /** A usable goal without a timeframe: the coach asks the user for it. */
  | { kind: "need-timeframe"; title: string }
  | { kind: "invalid" };

/** Strips reasoning blocks some local models emit before their answer. */
export function stripThinking(text: string): string {
  return text.replace(/<think>[\s\S]*?<\/think>/gi, "").trim();
}

/** Every balanced {...} in the text, outermost first, skipping braces inside strings. */
function objectCandidates(text: string): string[] {
  const found: string[] = [];
  for (let start = text.indexOf("{"); start !== -1; start = text.indexOf("{", start + 1)) {
    let depth = 0;
    let quote: string | null = null;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (quote) {
        if (ch === "\\") i++;
        else if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === "{") depth++;
      else if (ch === "}" && --depth === 0) {
        found.push(text.slice(start, i + 1));
        break;
      }
    }
  }
  return found;
}

/** Tolerant JSON: smart quotes, trailing commas, single quotes and bare keys are repaired. */
function parseLoose(candidate: string): unknown {
  const attempts = [candidate];
  let fixed = candidate.replace(/[\u201C\u201D]/g, '"').replace(/,\s*([}\]])/g, "$1");
  attempts.push(fixed);
  fixed = fixed.replace(/([{,]\s*)([A-Za-z_][\w-]*)\s*:/g, '$1"$2":');
  attempts.push(fixed);
  if (!fixed.includes('"') || /'\s*:/.test(fixed))
    attempts.push(fixed.replace(/'([^'\\]*(?:\\.[^'\\]*)*)'/g, (_m, s: string) => JSON.stringify(s)));
  for (const a of attempts) {
    try {
      return JSON.parse(a);
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

function lowerKeys(value: unknown): Record<string, unknown> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k.trim().toLowerCase()] = v;
  // {"goal": {...}} or {"draft": {...}}: use the inner object.
  for (const inner of ["goal", "draft", "data"]) {
    const nested = out[inner];
    if (nested && typeof nested === "object" && !Array.isArray(nested)) return lowerKeys(nested);
  }
  return out;
}

const text = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/**
 * A check or amount goal's fields when the model gave them (issue 29; the spec's prompt does not
 * ask for them, a provider's own schema may): kept only when they go together, else none.
 */
function habitOf(obj: Record<string, unknown>, timeframe: string) {
  if (obj.kind !== "check" && obj.kind !== "amount") return {};
  const given = {
    kind: obj.kind,
    target: typeof obj.target === "number" ? obj.target : undefined,
    unit: typeof obj.unit === "string" ? obj.unit : undefined,
    direction: obj.direction === "at_most" ? "at_most" : undefined,
    weekdays: Array.isArray(obj.weekdays) && (obj.weekdays as unknown[]).every((d) => Number.isInteger(d)) ? obj.weekdays : undefined,
    every_days: Number.isInteger(obj.every_days) ? obj.every_days : undefined,
  };
  const resolved = resolveHabitFields(given, undefined, timeframe);
  return typeof resolved === "string" ? {} : habitAnswer(resolved);
}

export function parseDraftJson(reply: string): JsonDraftResult {
  const body = stripThinking(reply).replace(/```[a-z0-9]*\s*/gi, "");
  for (const candidate of objectCandidates(body)) {
    const obj = lowerKeys(parseLoose(candidate));
    if (!obj) continue;
    const title = truncate(text(obj.title ?? obj.name ?? obj.goal), DRAFT_TITLE_MAX);
    if (!title) continue;
    const timeframe = toTimeframe(obj.timeframe ?? obj.frequency ?? obj.cadence);
    if (!timeframe) return { kind: "need-timeframe", title };
    const draft = ensureDescription({
      title,
      timeframe,
      category: toCategory(obj.category),
      motivation: truncate(text(obj.motivation ?? obj.why), MOTIVATION_MAX_LENGTH),
      description: truncate(text(obj.description), AI_DESCRIPTION_MAX),
    });
    return { kind: "draft", draft: { ...draft, ...habitOf(obj, timeframe) } };
  }
  return { kind: "invalid" };
}

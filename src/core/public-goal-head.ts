/** A public goal page's head and preview picture (issue 15 item 12); see page-head.ts. */
import { PRODUCT_NAME } from "./constants.js";
import { HEAD_DESCRIPTION_MAX, HEAD_TITLE_MAX, type PageHead, shortenForHead } from "./head-text.js";

export interface PublicGoalHeadFacts {
  /** A habit's rhythm in words, as public answers carry it (core/habit-cadence.ts); absent for a progress goal. */
  cadence?: string | undefined;
  username: string;
  slug: string;
  title: string;
  description: string;
  motivation: string;
  timeframe: string;
  progress: number;
  updated_at: string;
}

/**
 * How the picture is drawn: raised when the drawing changes, so pictures cached "immutable" at
 * an older address are fetched anew (2: CJK titles drawn with glyphs, not boxes).
 */
const PICTURE_REVISION = 2;

/**
 * The version of a goal's preview picture: it shows the title (an edit moves updated_at),
 * the owner and the progress (a check-in moves only progress), so both make the version.
 */
export function publicGoalImageVersion(goal: { updated_at: string; progress: number }): string {
  const edited = Date.parse(goal.updated_at);
  return `${Number.isFinite(edited) ? edited.toString(36) : "0"}.${Math.round(goal.progress)}.${PICTURE_REVISION}`;
}

/** Where a public goal's preview picture is, with its version so platforms fetch a new one. */
export function publicGoalImagePath(goal: { username: string; slug: string; updated_at: string; progress: number }): string {
  const base = `/api/goals/public/${encodeURIComponent(goal.username)}/${encodeURIComponent(goal.slug)}/og.png`;
  return `${base}?v=${publicGoalImageVersion(goal)}`;
}

/**
 * A public goal page's head: its title by its owner, its description (or motivation), its picture;
 * a habit's rhythm ("3× a week", issue 29) leads its description.
 */
export function publicGoalHead(goal: PublicGoalHeadFacts): PageHead {
  const title = shortenForHead(goal.title, HEAD_TITLE_MAX);
  const text = goal.description.trim() || goal.motivation.trim();
  const { cadence } = goal;
  const fallback = cadence
    ? `A public habit by @${goal.username} on ${PRODUCT_NAME}: ${cadence}.`
    : `A public ${goal.timeframe} goal by @${goal.username} on ${PRODUCT_NAME}.`;
  return {
    title: `${title} · @${goal.username} on ${PRODUCT_NAME}`,
    shareTitle: title,
    description: text ? shortenForHead(cadence ? `${cadence} · ${text}` : text, HEAD_DESCRIPTION_MAX) : fallback,
    path: `/${encodeURIComponent(goal.username)}/${encodeURIComponent(goal.slug)}`,
    type: "article",
    imagePath: publicGoalImagePath(goal),
  };
}

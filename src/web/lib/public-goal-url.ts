import { publicGoalPath } from "../../core/public-goal-path.js";

/** The shareable address of a public goal on this site. */
export function publicGoalUrl(origin: string, username: string, slug: string): string {
  return `${origin}${publicGoalPath(username, slug)}`;
}

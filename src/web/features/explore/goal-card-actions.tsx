import type { ReactNode } from "react";
import type { PublicGoalSummary } from "../../../core/schemas.js";
import { deviceStore, useFollows, useSaves } from "../../lib/device-store.js";
import { toast } from "../../lib/toast.js";
import { copyText } from "../../lib/copy-text.js";
import { publicGoalUrl } from "../../lib/public-goal-url.js";
import { LinkIcon } from "./link-icon.js";

const actionClass = (on: boolean) =>
  `inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1.5 text-sm font-medium transition-colors ${
    on
      ? "border-brand-600 bg-brand-50 text-brand-800 hover:bg-brand-100 dark:border-brand-500 dark:bg-slate-800 dark:text-brand-100"
      : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
  }`;

/** Save and follow (this device only: pv_saves, pv_follows) and copy link, plus the page's own. */
export function GoalCardActions({ goal, leading, trailing }: { goal: PublicGoalSummary; leading?: ReactNode; trailing?: ReactNode }) {
  const saved = Boolean(useSaves()[goal.id]);
  const followed = Boolean(useFollows()[goal.id]);

  function save() {
    deviceStore.toggleSave({
      id: goal.id,
      title: goal.title,
      username: goal.username,
      slug: goal.slug,
      category: goal.category,
      timeframe: goal.timeframe,
      progress: goal.progress,
      created_at: goal.created_at,
    });
  }

  function follow() {
    deviceStore.toggleFollow({ id: goal.id, title: goal.title, username: goal.username, slug: goal.slug });
  }

  async function copy() {
    try {
      await copyText(publicGoalUrl(window.location.origin, goal.username, goal.slug));
      toast.success("Link copied!");
    } catch {
      toast.error("Could not copy link");
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {leading}
      <button type="button" aria-pressed={saved} onClick={save} className={actionClass(saved)}>
        <span aria-hidden="true">{saved ? "★" : "☆"}</span>
        {saved ? "Saved" : "Save"}
      </button>
      <button type="button" aria-pressed={followed} onClick={follow} className={actionClass(followed)}>
        <span aria-hidden="true">{followed ? "✓" : "+"}</span>
        {followed ? "Following" : "Follow"}
      </button>
      <button type="button" onClick={() => void copy()} className={actionClass(false)}>
        <LinkIcon />
        Copy link
      </button>
      {trailing}
    </div>
  );
}

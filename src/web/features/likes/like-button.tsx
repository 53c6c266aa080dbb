import { type LikeTarget, useLike } from "./use-like.js";

/** A heart with the like count; pressed when this device has liked the goal. */
export function LikeButton({
  goal,
  count,
  toastMs,
  size = "sm",
}: {
  goal: LikeTarget;
  count: number;
  toastMs?: number;
  size?: "sm" | "md";
}) {
  const { liked, toggle, pending } = useLike(goal, toastMs === undefined ? {} : { toastMs });
  const shown = Math.max(0, count);
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-busy={pending || undefined}
      onClick={toggle}
      className={`inline-flex items-center gap-1.5 rounded-md border font-medium transition-colors ${
        size === "md" ? "px-4 py-2 text-sm" : "px-2.5 py-1.5 text-sm"
      } ${
        liked
          ? "border-rose-300 bg-rose-50 text-rose-800 hover:bg-rose-100 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100 dark:hover:bg-rose-900"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
      }`}
    >
      <span aria-hidden="true">{liked ? "♥" : "♡"}</span>
      <span className="sr-only">Like</span>
      <span data-like-count>{shown}</span>
      <span className="sr-only">{shown === 1 ? "like" : "likes"}</span>
    </button>
  );
}

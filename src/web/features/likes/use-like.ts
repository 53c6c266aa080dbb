/**
 * Liking a public goal (public §4, §5): the count changes at once, is then set to the count
 * the server answers, and reverts when the call fails. A visitor without a token is sent to
 * the login page and nothing changes. The liked state is kept per device in pv_likes.
 *
 * Not a TanStack mutation: the public goal page runs without TanStack Query (issue 8's 100 kB
 * first load, docs/decisions/008), so the counts are patched in every cache that registered
 * with lib/like-counts.ts (TanStack's public lists among them) and the pending state is the
 * hook's own.
 */
import { useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, api, errorText } from "../../lib/api.js";
import { deviceStore, goalKey, useLikes } from "../../lib/device-store.js";
import { patchLikeCounts } from "../../lib/like-counts.js";
import { getToken } from "../../lib/session.js";
import { toast } from "../../lib/toast.js";

export interface LikeTarget {
  id: string;
  username: string;
  slug: string;
}

export const LIKE_FAILED_MESSAGE = "Could not update the like. Please try again.";

export function useLike(goal: LikeTarget, opts: { toastMs?: number } = {}) {
  const key = goalKey(goal);
  const liked = Boolean(useLikes()[key]);
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  // A second click before the re-render that disables it must not send a second call.
  const inFlight = useRef(false);

  async function send(like: boolean) {
    inFlight.current = true;
    setPending(true);
    deviceStore.setLiked(key, like);
    patchLikeCounts(goal.id, (n) => n + (like ? 1 : -1));
    try {
      const answer = await api.like(goal.username, goal.slug, like);
      deviceStore.setLiked(key, answer.liked);
      patchLikeCounts(goal.id, () => answer.likes);
    } catch (err) {
      deviceStore.setLiked(key, !like);
      patchLikeCounts(goal.id, (n) => n - (like ? 1 : -1));
      // A refused token is handled by the app (it signs out and opens the login page).
      if (!(err instanceof ApiError && err.status === 401)) {
        toast.error(errorText(err, LIKE_FAILED_MESSAGE), opts.toastMs);
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  function toggle() {
    if (inFlight.current) return;
    if (!getToken()) {
      // Anonymous: the like is rolled back before it shows, and the visitor goes to log in.
      void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    void send(!liked);
  }

  return { liked, toggle, pending };
}

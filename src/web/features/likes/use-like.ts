/**
 * Liking a public goal (public §4, §5): the count changes at once, is then set to the count
 * the server answers, and reverts when the call fails. A visitor without a token is sent to
 * the login page and nothing changes. The liked state is kept per device in pv_likes.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { ApiError, api } from "../../lib/api.js";
import { deviceStore, goalKey, useLikes } from "../../lib/device-store.js";
import { getToken } from "../../lib/session.js";
import { toast } from "../../lib/toast.js";
import { patchCachedLikes } from "./like-cache.js";

export interface LikeTarget {
  id: string;
  username: string;
  slug: string;
}

export const LIKE_FAILED_MESSAGE = "Could not update the like. Please try again.";

export function useLike(goal: LikeTarget, opts: { toastMs?: number } = {}) {
  const key = goalKey(goal);
  const liked = Boolean(useLikes()[key]);
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const mutation = useMutation({
    mutationFn: (like: boolean) => api.like(goal.username, goal.slug, like),
    onMutate: (like: boolean) => {
      deviceStore.setLiked(key, like);
      patchCachedLikes(client, goal.id, (n) => n + (like ? 1 : -1));
    },
    onError: (err, like) => {
      deviceStore.setLiked(key, !like);
      patchCachedLikes(client, goal.id, (n) => n - (like ? 1 : -1));
      // A refused token is handled by the app (it signs out and opens the login page).
      if (err instanceof ApiError && err.status === 401) return;
      toast.error(err instanceof ApiError && err.serverMessage ? err.serverMessage : LIKE_FAILED_MESSAGE, opts.toastMs);
    },
    onSuccess: (answer) => {
      deviceStore.setLiked(key, answer.liked);
      patchCachedLikes(client, goal.id, () => answer.likes);
    },
  });

  function toggle() {
    if (mutation.isPending) return;
    if (!getToken()) {
      // Anonymous: the like is rolled back before it shows, and the visitor goes to log in.
      void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    mutation.mutate(!liked);
  }

  return { liked, toggle, pending: mutation.isPending };
}

import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api.js";
import { addLikeCountCache, withLikeCount } from "./like-counts.js";
import { queryKeys } from "./query-keys.js";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      // Retry network blips, never a 4xx: the answer would not change.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});

// Cached public lists (explore, advanced search) show like counts: a like on any page patches them.
const PUBLIC_LISTS = [queryKeys.publicList({})[0]];
addLikeCountCache((goalId, next) => {
  queryClient.setQueriesData({ queryKey: PUBLIC_LISTS }, (data: unknown) => withLikeCount(data, goalId, next));
});

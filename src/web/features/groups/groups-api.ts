/**
 * The groups API in the browser (issue 30): GET /api/groups as a query, and create, rename,
 * reorder and delete as mutations shown at once and put back when the server refuses. Called
 * through `request`, never lib/api.ts's `api`, which every first load (public pages too) carries.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Group } from "../../../core/group-schema.js";
import { inManualOrder } from "../../../core/manual-order.js";
import { ApiError, request } from "../../lib/api.js";
import { queryKeys } from "../../lib/query-keys.js";
import { toast } from "../../lib/toast.js";
import { type GroupActions, movedGroupMessage, stepPlace, withGroupAt } from "./group-actions.js";

export const groupsKey = ["groups"] as const;

export function groupsQueryOptions() {
  return queryOptions({
    queryKey: groupsKey,
    queryFn: async ({ signal }) => inManualOrder((await request("GET /groups", { signal })).data),
  });
}

/** One empty list while the groups load, so views kept by it are not rebuilt on every render. */
const NO_GROUPS: Group[] = [];

const reason = (err: unknown, fallback: string) => (err instanceof ApiError && err.serverMessage) || fallback;

/** The groups' actions when signed in; `setGoalGroup` is the goals feature's (a goal's PATCH). */
export function useServerGroupActions(enabled: boolean, want: () => void, setGoalGroup: GroupActions["setGoalGroup"]): GroupActions {
  const qc = useQueryClient();
  const query = useQuery({ ...groupsQueryOptions(), enabled });
  const groups = query.data ?? NO_GROUPS;
  const read = () => qc.getQueryData<Group[]>(groupsKey) ?? [];
  const put = (next: Group[]) => qc.setQueryData<Group[]>(groupsKey, next);
  const optimistic = async (change: (groups: Group[]) => Group[]) => {
    await qc.cancelQueries({ queryKey: groupsKey });
    const before = read();
    put(change(before));
    return { before };
  };
  const settle = () => void qc.invalidateQueries({ queryKey: groupsKey });

  const create = useMutation({
    mutationFn: async ({ name }: { name: string; onCreated?: (() => void) | undefined }) =>
      (await request("POST /groups", { body: { name } })).data,
    onSuccess: (group, { onCreated }) => {
      put(inManualOrder([...read().filter((g) => g.id !== group.id), group]));
      toast.success(`Created group "${group.name}"`);
      onCreated?.();
    },
    onError: (err) => toast.error(reason(err, "Could not create the group")),
    onSettled: settle,
  });
  const rename = useMutation({
    mutationFn: async ({ group, name }: { group: Group; name: string }) =>
      (await request("PATCH /groups/{id}", { params: { id: group.id }, body: { name } })).data,
    onMutate: ({ group, name }) => optimistic((list) => list.map((g) => (g.id === group.id ? { ...g, name } : g))),
    onSuccess: (group) => toast.success(`Renamed to "${group.name}"`),
    onError: (err, _vars, ctx) => {
      if (ctx) put(ctx.before);
      toast.error(reason(err, "Could not rename the group"));
    },
    onSettled: settle,
  });
  const move = useMutation({
    mutationFn: async ({ group, place }: { group: Group; place: number; message: string }) =>
      (await request("PATCH /groups/{id}", { params: { id: group.id }, body: { position: place } })).data,
    onMutate: ({ group, place }) => optimistic((list) => withGroupAt(list, group, place)),
    onSuccess: (_data, { message }) => toast.success(message),
    onError: (err, _vars, ctx) => {
      if (ctx) put(ctx.before);
      toast.error(`Could not save the new order: ${reason(err, "please try again")}`);
    },
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: async (group: Group) => {
      await request("DELETE /groups/{id}", { params: { id: group.id } });
    },
    onMutate: (group) => optimistic((list) => list.filter((g) => g.id !== group.id)),
    onSuccess: (_data, group) => toast.success(`Deleted group "${group.name}"; its goals are in no group now`),
    onError: (err, _vars, ctx) => {
      if (ctx) put(ctx.before);
      toast.error(reason(err, "Could not delete the group"));
    },
    onSettled: () => {
      settle();
      // Its goals are ungrouped on the server: the list says so.
      void qc.invalidateQueries({ queryKey: queryKeys.goals });
    },
  });

  return {
    groups,
    want,
    status: query.status,
    create: (name, onCreated) => create.mutate({ name, onCreated }),
    rename: (group, name) => rename.mutate({ group, name }),
    remove: (group) => remove.mutate(group),
    move: (group, by) => {
      const place = stepPlace(read(), group, by);
      if (place !== undefined) move.mutate({ group, place, message: movedGroupMessage(group, by, place, read().length) });
    },
    setGoalGroup,
  };
}

import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { errorText } from "../../lib/api.js";
import { toast } from "../../lib/toast.js";

export const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/**
 * A list of things that carry a secret the server shows once (tokens, check-in links): the list,
 * a create whose secret is held until dismissed, and revoke — each refreshing the list after.
 */
export function useSecretList<Item, Made>(o: {
  queryKey: QueryKey;
  list: (signal: AbortSignal) => Promise<Item[]>;
  create: () => Promise<Made>;
  secretOf: (made: Made) => string;
  onCreated?: () => void;
  revoke: (id: string) => Promise<unknown>;
  /** "token", "link": said in the messages. */
  noun: string;
}) {
  const client = useQueryClient();
  const [shown, setShown] = useState<string | null>(null);
  const items = useQuery({ queryKey: o.queryKey, queryFn: ({ signal }) => o.list(signal) });
  const refresh = () => client.invalidateQueries({ queryKey: o.queryKey });
  const create = useMutation({
    mutationFn: o.create,
    onSuccess: (made) => {
      setShown(o.secretOf(made));
      o.onCreated?.();
    },
    onError: (err) => toast.error(errorText(err, `Failed to create the ${o.noun}`)),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: o.revoke,
    onSuccess: () => toast.success(`${o.noun[0]!.toUpperCase()}${o.noun.slice(1)} revoked`),
    onError: (err) => toast.error(errorText(err, `Failed to revoke the ${o.noun}`)),
    onSettled: refresh,
  });
  return { items, create, revoke, shown, hide: () => setShown(null) };
}

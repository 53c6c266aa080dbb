/**
 * The server's VAPID key pair (issue 18): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set,
 * else made once and kept in `server_keys`, so every process and every restart signs with the
 * same pair (subscriptions are bound to the public key they were made with). Two processes
 * starting together both insert with ON CONFLICT DO NOTHING and read back the one that won.
 */
import type { AppDeps } from "../deps.js";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<AppDeps, Promise<VapidKeys>>();

export function vapidKeys(deps: AppDeps): Promise<VapidKeys> {
  let keys = cache.get(deps);
  if (!keys) {
    keys = load(deps);
    keys.catch(() => cache.delete(deps)); // a database fault: try again next time
    cache.set(deps, keys);
  }
  return keys;
}

async function load(deps: AppDeps): Promise<VapidKeys> {
  if (deps.config.push.vapid) return deps.config.push.vapid;
  const db = deps.db.db;
  const read = async () => {
    const rows = await db
      .selectFrom("server_keys")
      .select(["name", "value"])
      .where("name", "in", ["vapid_public", "vapid_private"])
      .execute();
    const get = (n: string) => rows.find((r) => r.name === n)?.value;
    const publicKey = get("vapid_public");
    const privateKey = get("vapid_private");
    return publicKey && privateKey ? { publicKey, privateKey } : undefined;
  };
  const found = await read();
  if (found) return found;
  // Loaded when first needed, as in push/service.ts: an idle server that sends no push need not
  // hold it (issue 16: idle RSS; with resvg loaded late too, ~4 MB less).
  const { default: webpush } = await import("web-push");
  const made = webpush.generateVAPIDKeys();
  const now = deps.now().toISOString();
  // One statement: both rows or neither, so a racing process never mixes two pairs.
  await db
    .insertInto("server_keys")
    .values([
      { name: "vapid_public", value: made.publicKey, created_at: now },
      { name: "vapid_private", value: made.privateKey, created_at: now },
    ])
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error("VAPID keys could not be stored");
  return stored;
}

/**
 * Keys for the API's `Idempotency-Key` header (server: idempotency/). One key names one intent
 * of the user's: every retry of that intent sends the same key, so the server writes it once.
 * crypto.randomUUID needs a secure context; a self-hosted instance on plain http has only
 * getRandomValues, which is enough for 128 random bits.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The same key for the same intent while it is under way: a double click or a second submit of
 * the same form reuses the first one's key (and so gets its answer) instead of writing twice.
 */
export function intentKeys() {
  const open = new Map<string, string>();
  return {
    keyFor(intent: string): string {
      let key = open.get(intent);
      if (!key) open.set(intent, (key = newIdempotencyKey()));
      return key;
    },
    /** The intent is done (answered or refused): a new one gets a new key. */
    settle(intent: string): void {
      open.delete(intent);
    },
  };
}

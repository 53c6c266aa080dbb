/**
 * A map bounded by an estimate of the bytes its values hold, least recently used out first: the
 * goal list's caches (list-cache.ts, facts-cache.ts, history-cache.ts) keep their slots in one.
 */
export class ByteLru<V> {
  private readonly slots = new Map<string, { value: V; bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The value under `key`, which becomes the most recently used; undefined if none. */
  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    // Most recently used goes last in the map's order.
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  /** Files `value` (estimated at `bytes`) under `key`, then drops the least recently used beyond the bound. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.slots.set(key, { value, bytes });
    this.bytes += bytes;
    this.evict();
  }

  /**
   * Counts `bytes` more for `value` while it is still filed under `key` (a value whose size is
   * known only later, such as a list's compressed copies), then drops the least recently used
   * beyond the bound. A value replaced or dropped meanwhile is not counted.
   */
  grow(key: string, value: V, bytes: number): void {
    const slot = this.slots.get(key);
    if (slot?.value !== value) return;
    slot.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= slot.bytes;
  }

  /** Drops `key` only while it still holds `value`. */
  deleteIf(key: string, value: V): void {
    if (this.slots.get(key)?.value === value) this.delete(key);
  }

  private evict(): void {
    for (const [oldest, slot] of this.slots) {
      if (this.bytes <= this.maxBytes) break;
      this.slots.delete(oldest);
      this.bytes -= slot.bytes;
    }
  }

  /** Estimated bytes held now. */
  get size(): number {
    return this.bytes;
  }
}

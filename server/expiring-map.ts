// The in-memory caches' one shape (sessions, accounts, active check-ins): entries that
// expire at a time of their own, and a cap past which the oldest entry is dropped first
// (a Map iterates in insertion order, so the first key is the oldest).

type Entry<V> = { value: V; until: number };

export class ExpiringMap<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  /** `onDrop` hears every entry that leaves, by expiry, the cap or `delete`/`clear`. */
  constructor(
    private readonly maxEntries: number,
    private readonly onDrop?: (key: K, value: V) => void,
  ) {}

  /** The value, unless it expired (then it is dropped). */
  get(key: K, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.delete(key);
    return undefined;
  }

  /** Keeps `value` until `until`, as the newest entry. */
  set(key: K, value: V, until: number) {
    this.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    this.entries.set(key, { value, until });
  }

  delete(key: K) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.onDrop?.(key, entry.value);
  }

  clear() {
    for (const key of [...this.entries.keys()]) this.delete(key);
  }

  /** Every kept entry, expired or not (for a sweep that drops some). */
  *[Symbol.iterator](): IterableIterator<[K, V]> {
    for (const [key, entry] of this.entries) yield [key, entry.value];
  }
}

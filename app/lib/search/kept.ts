/**
 * A map that keeps at most `most` entries, forgetting the least recently used first: what a
 * long-lived reader of the search's files (the server) holds of a help centre of thousands of
 * pages. Without a bound, it keeps everything (a page's life is short).
 */
export class Kept<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly most = Infinity) {}

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined && this.most !== Infinity) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.most) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * What the last session checks said, per token hash, for a short time: lets a read request start its query in
 * the same round trip as its session check (auth-context.ts). Never trusted on its own — every request is still
 * checked by the database, and a request whose check disagrees is answered from the check, not from here.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Records the latest answer; null (no live session) forgets the key. */
  set(key: string, value: T | null): void {
    this.entries.delete(key);
    if (value === null) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the one written longest ago.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
  }

  get size(): number {
    return this.entries.size;
  }
}

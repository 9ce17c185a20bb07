// A byte-bounded LRU for encoded images. A Map keeps insertion order, so re-inserting on every hit
// makes the first key the least recently used one.

export class ByteLru {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    // Something larger than the whole budget is served but not kept.
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.bytes -= this.entries.get(oldest)!.length;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

/** A Map-backed localStorage for Node tests of what the page stores. */
export class MemoryStorage {
  private items = new Map<string, string>();
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.items.set(k, String(v));
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}

/** Gives the test a fresh, empty `localStorage` (call in `beforeEach`); returns it. */
export function freshLocalStorage(): MemoryStorage {
  const storage = new MemoryStorage();
  (globalThis as unknown as { localStorage: MemoryStorage }).localStorage = storage;
  return storage;
}

// A Map-backed stand-in for the browser's localStorage and sessionStorage, for client code run in Node.
export class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  key(i: number): string | null {
    return [...this.items.keys()][i] ?? null;
  }
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
}

/** The part of Web Storage that client code needs; localStorage in the browser, a Map-backed stand-in in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

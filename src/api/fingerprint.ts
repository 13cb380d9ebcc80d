/** The part of Web Storage the client needs; localStorage in the browser, a Map-backed stand-in in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const fingerprintStorageKey = 'gangway.fingerprint-id';

/** The device's fingerprint id (spec §3 session, §7 header): generated once, then kept. */
export function fingerprintId(storage: KeyValueStorage): string {
  const stored = storage.getItem(fingerprintStorageKey);
  if (stored) return stored;
  const created = globalThis.crypto.randomUUID();
  storage.setItem(fingerprintStorageKey, created);
  return created;
}

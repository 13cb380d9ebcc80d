import type { KeyValueStorage } from '../shared/keyValueStorage';

export const fingerprintStorageKey = 'gangway.fingerprint-id';

/** The device's fingerprint id (product §3 session, §7 header): generated once, then kept. */
export function fingerprintId(storage: KeyValueStorage): string {
  const stored = storage.getItem(fingerprintStorageKey);
  if (stored) return stored;
  const created = globalThis.crypto.randomUUID();
  storage.setItem(fingerprintStorageKey, created);
  return created;
}

/** A Web Storage kept in memory for this page only (and for the server's render of the landing page, which has none). */
export function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

function usable(read: () => Storage): boolean {
  try {
    const storage = read();
    storage.setItem('gangway.probe', '1');
    storage.removeItem('gangway.probe');
    return true;
  } catch {
    return false;
  }
}

/**
 * A frame whose browser blocks third-party storage throws on every localStorage or
 * sessionStorage access, which would stop the checkout before its first screen. There the page
 * keeps both in memory instead (nothing outlives the page; embed.capabilities tells the host
 * storage is missing). An own property of the window shadows the prototype's getter, so every
 * reader, the global `sessionStorage` too, gets the stand-in.
 */
export function keepStorageInMemoryWhereBlocked(win: Window): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (!usable(() => win[name])) Object.defineProperty(win, name, { value: memoryStorage(), configurable: true });
  }
}

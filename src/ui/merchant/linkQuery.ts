/**
 * A merchant link's parameters: the page query (https://checkout/?appId=…#/index) and the hash
 * query (#/index?appId=…) together, the hash winning, so both link styles work (product §1).
 */
export function linkQuery(location: { search: string; hash: string }): Record<string, string> {
  const hash = location.hash.startsWith('#') ? location.hash.slice(1) : location.hash;
  const at = hash.indexOf('?');
  const fromHash = new URLSearchParams(at === -1 ? '' : hash.slice(at + 1));
  return { ...Object.fromEntries(new URLSearchParams(location.search)), ...Object.fromEntries(fromHash) };
}

/** The origin messages to the host page go to: the link's redirect URL, which the server checked against the merchant's allowed origins. */
export function hostOriginOf(redirectUrl: string | undefined): string | undefined {
  if (!redirectUrl) return undefined;
  try {
    const origin = new URL(redirectUrl).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

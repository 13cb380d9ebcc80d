import { merchantSigningText, signMerchantLink } from './signing';

/**
 * The parameters of a merchant link given as a full URL (`https://checkout/?a=1#/index?b=2`), a
 * hash route (`#/index?b=2`) or a bare query (`a=1&b=2`): the page query and the hash query
 * together, the hash winning, as the checkout reads them (docs/embedding.md "The link").
 */
export function merchantLinkParams(link: string): Record<string, string> {
  const text = link.trim();
  const hashAt = text.indexOf('#');
  const beforeHash = hashAt === -1 ? text : text.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : text.slice(hashAt + 1);
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt === -1 ? (/^[a-z][a-z0-9+.-]*:/i.test(beforeHash) ? '' : beforeHash) : beforeHash.slice(searchAt + 1);
  const hashQueryAt = hash.indexOf('?');
  const fromHash = new URLSearchParams(hashQueryAt === -1 ? '' : hash.slice(hashQueryAt + 1));
  return { ...Object.fromEntries(new URLSearchParams(search)), ...Object.fromEntries(fromHash) };
}

export interface SignedLink {
  /** The exact text the signature covers, to compare with what a merchant's own code signs. */
  signingText: string;
  signature: string;
  link: string;
}

/**
 * A signed merchant link as a merchant's server makes it (docs/embedding.md "Signing"): the
 * parameters with `timestamp` (now, unless given), signed with the merchant secret, every value
 * URL-encoded, after the checkout's hash route.
 */
export function signedMerchantLink(options: { checkout: string; route: string; params: Record<string, string>; secret: string; now: number }): SignedLink {
  const params = { ...options.params, timestamp: options.params.timestamp ?? String(options.now) };
  const signature = signMerchantLink(params, options.secret);
  const base = options.checkout.replace(/\/+$/, '');
  return {
    signingText: merchantSigningText(params),
    signature,
    link: `${base}/#/${options.route}?${new URLSearchParams({ ...params, signature }).toString()}`,
  };
}

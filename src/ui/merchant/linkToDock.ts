import { loadAcceptedLink, sameLink, type AcceptedLink } from '../state/merchant';
import { linkQuery } from './linkQuery';

/** The link this page docks: the one in the address, else the one accepted earlier in this browser session. */
export function linkToDock(win: Window): { query: Record<string, string>; stored: AcceptedLink | undefined; fullPath: string } | undefined {
  const inAddress = linkQuery(win.location);
  const stored = loadAcceptedLink(win.sessionStorage);
  if (inAddress.appId) {
    const same = stored && sameLink(stored.query, inAddress) ? stored : undefined;
    return { query: inAddress, stored: same, fullPath: same?.fullPath ?? win.location.href };
  }
  return stored ? { query: stored.query, stored, fullPath: stored.fullPath } : undefined;
}

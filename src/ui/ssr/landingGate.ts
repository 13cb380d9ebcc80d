import { landingOffAttribute, landingStateId, type LandingGateRules } from './landingState';

interface GateScope {
  location: Pick<Location, 'hash'>;
  localStorage: Pick<Storage, 'getItem'>;
  sessionStorage: Pick<Storage, 'getItem' | 'key' | 'length'>;
  matchMedia(query: string): { matches: boolean };
}

/**
 * Whether the landing page the server rendered must not show: the server cannot see the hash
 * (product §2: routing is hash-based), nor what this browser keeps. Another route, a query in the
 * hash (a merchant link, a plain link's type or country), a wide screen (the server renders the
 * phone layout), a sign-in, or anything else the session kept beside the page's own language: the
 * browser renders that page itself, as it would have without the server's.
 */
export function landingHidden(rules: LandingGateRules, scope: GateScope): boolean {
  if (!rules.hashes.includes(scope.location.hash) || scope.matchMedia(rules.wide).matches) return true;
  const signIn = scope.localStorage.getItem(rules.signInKey);
  if (signIn !== null && signIn !== rules.signedOut) return true;
  const session = scope.sessionStorage;
  for (let index = 0; index < session.length; index += 1) {
    const key = session.key(index);
    if (key === null || !key.startsWith(rules.keptPrefix)) continue;
    if (key !== rules.languageKey || session.getItem(key) !== rules.language) return true;
  }
  return false;
}

/**
 * Runs in the page's head, before the first paint (landingGateScript.ts): a page that must not show
 * is marked on <html>, which base.css hides; main.tsx then renders its own in its place. Storage
 * that cannot be read (a frame that blocks it) hides it too.
 */
export function applyLandingGate(doc: Document, scope: GateScope): void {
  const block = doc.getElementById(landingStateId);
  if (!block?.textContent) return;
  let hidden: boolean;
  try {
    hidden = landingHidden((JSON.parse(block.textContent) as { gate: LandingGateRules }).gate, scope);
  } catch {
    hidden = true;
  }
  if (hidden) doc.documentElement.setAttribute(landingOffAttribute, '');
}

import type { HandoffExchange } from '../../../shared/generated/api/handoff.schema';
import { routePath } from '../../../shared/config/routes';
import { languageStorageKey } from '../../i18n/language';
import { saveStoredSession } from '../../state/session';
import { carriedSessionKeys } from './newTab';

/** The signed-in session the exchange answered (its token and sign headers, as a login's). */
export interface HandedSession {
  token: string;
  signKey: string;
}

/**
 * Makes this tab the step the frame handed over: the new session in local storage, the frame's
 * buy draft, KYC level and accepted merchant link in session storage (only those keys), the
 * language, and the step's address. The caller reloads, so the app starts as if it had been
 * there all along: signed in, docked to the same merchant, on the same order.
 */
export function takeHandoff(win: Pick<Window, 'localStorage' | 'sessionStorage'>, session: HandedSession, handoff: HandoffExchange): string {
  saveStoredSession(win.localStorage, { ...session, email: handoff.login.email, userNo: handoff.login.userNo, kycStatus: handoff.login.kycStatus });
  const carried = new Set<string>(carriedSessionKeys);
  for (const [key, value] of Object.entries(handoff.sessionState)) if (carried.has(key) && value !== undefined) win.sessionStorage.setItem(key, value);
  if (handoff.language) win.sessionStorage.setItem(languageStorageKey, handoff.language);
  const { orderNo } = handoff;
  const query = typeof orderNo === 'string' ? `?${new URLSearchParams({ orderNo }).toString()}` : '';
  return `#${routePath(handoff.route)}${query}`;
}

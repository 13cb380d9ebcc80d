import { issueHandoff } from '../../../api/endpoints/embed';
import type { NewTabOutcome } from '../../../engine/embed/newTabMachine';
import { routePath } from '../../../shared/config/routes';
import type { AppServices } from '../../app/services';
import { acceptedLinkStorageKey } from '../../state/merchant';
import { recordPopups } from './embedCapabilities';

/** The route (config/routes.json) of the new tab that takes a step over (HandoffScreen). */
const handoffRoute = 'handoff';

/** What a step needs of this tab's session storage in the new one: the buy draft, the KYC level, the accepted merchant link. */
export const carriedSessionKeys = ['gangway.buyDraft', 'gangway.kycLevel', acceptedLinkStorageKey] as const;

/** The step the new tab opens: a route of config/routes.json, and the order it is for. */
export interface HandedStep {
  route: string;
  orderNo?: string;
}

/**
 * The new tab's address: this checkout, with the token in the fragment, which a browser never
 * sends to a server or in a Referer.
 */
export function handoffUrl(location: Pick<Location, 'origin' | 'pathname'>, token: string): string {
  return `${location.origin}${location.pathname}#${routePath(handoffRoute)}?${new URLSearchParams({ token }).toString()}`;
}

/**
 * "Continue in a new tab" (docs/embedding.md): on the user's click, opens an empty tab at once
 * (a popup opened after an await is blocked), which also tells whether popups work here; asks
 * the server for a single-use token bound to this session and the order; then sends the tab to
 * the step. The tab gets no opener, so it cannot reach back into this frame.
 */
export async function continueInNewTab(services: Pick<AppServices, 'api' | 'sessionActor'>, win: Window, step: HandedStep): Promise<NewTabOutcome> {
  const tab = win.open('', '_blank');
  recordPopups(tab !== null);
  const sessionState: Record<string, string> = {};
  for (const key of carriedSessionKeys) {
    const value = win.sessionStorage.getItem(key);
    if (value !== null) sessionState[key] = value;
  }
  const result = await issueHandoff(services.api, { ...step, language: services.sessionActor.getSnapshot().context.language, sessionState });
  if (result.kind !== 'ok') {
    tab?.close();
    return { kind: 'failed' };
  }
  const url = handoffUrl(win.location, result.data.token);
  if (!tab) return { kind: 'blocked', url };
  tab.opener = null;
  tab.location.replace(url);
  return { kind: 'opened', url };
}

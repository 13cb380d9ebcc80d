import { createContext, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import { createApiClient, type ApiClient } from '../../api/client';
import type { PolicyDecision } from '../../api/errorPolicy';
import type { Navigator } from '../router/navigator';
import { createSessionStore, type SessionState } from '../state/session';
import { createLoginReturnStore, type LoginReturn } from '../state/loginReturn';
import { createBuyDraftStore, type BuyDraft } from '../state/buyDraft';
import { createHomeFormStore, type HomeFormState } from '../state/homeForm';
import { createDismissedNoticesStore, type DismissedNotices } from '../state/dismissedNotices';
import type { MerchantState } from '../state/merchant';
import type { Store } from '../state/store';

/** Everything screens share: one API client, one navigator, the session, the i18n instance. */
export interface AppServices {
  api: ApiClient;
  navigator: Navigator;
  session: Store<SessionState>;
  loginReturn: Store<LoginReturn>;
  i18n: I18n;
  merchant: Store<MerchantState>;
  homeForm: Store<HomeFormState>;
  buyDraft: Store<BuyDraft>;
  /** The home notices closed this session (spec §1: session-kept choices). */
  dismissedNotices: Store<DismissedNotices>;
  /** Set by the toast provider once mounted; API decisions toast through it. */
  policyListeners: Set<(decision: PolicyDecision) => void>;
}

export interface ServiceDeps {
  navigator: Navigator;
  i18n: I18n;
  local: Storage;
  session: Storage | undefined;
  merchant: Store<MerchantState>;
}

/** The order history routes: spec §4 sends 70006/70008 back there after login. */
const historyRoutes = new Set(['tradeHistory', 'tradeHistoryDetails', 'tradeHistoryBuyDetails']);

export function createServices(deps: ServiceDeps): AppServices {
  const session = createSessionStore(deps.local);
  const policyListeners = new Set<(decision: PolicyDecision) => void>();
  const api = createApiClient({
    getSession: () => {
      const user = session.get().user;
      return user ? { token: user.token, signKey: user.signKey } : undefined;
    },
    getLanguage: () => deps.i18n.language,
    // Spec §6: a merchant-embedded session sends its app id as a header.
    getAppId: () => deps.merchant.get().appId,
    storage: deps.local,
    isInHistory: () => historyRoutes.has(deps.navigator.current().route.name),
    onPolicy: (decision) => {
      if (decision.kind === 'logout' || decision.kind === 'accountDisabled') session.set({ user: null });
      if (decision.kind === 'logout') deps.navigator.navigate(decision.route, decision.query, { replace: true });
      if (decision.kind === 'accountDisabled') deps.navigator.navigate(decision.route, undefined, { replace: true });
      for (const listener of policyListeners) listener(decision);
    },
  });
  return {
    api,
    navigator: deps.navigator,
    session,
    loginReturn: createLoginReturnStore(deps.session),
    i18n: deps.i18n,
    merchant: deps.merchant,
    homeForm: createHomeFormStore(deps.session),
    buyDraft: createBuyDraftStore(deps.session),
    dismissedNotices: createDismissedNoticesStore(deps.session),
    policyListeners,
  };
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesContext.Provider>');
  return services;
}

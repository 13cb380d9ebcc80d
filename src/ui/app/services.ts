import { createContext, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import { createApiClient, type ApiClient } from '../../api/client';
import type { PolicyDecision } from '../../api/errorPolicy';
import { setupI18n } from '../i18n/setupI18n';
import type { Navigator } from '../router/navigator';
import { sessionStore, type SessionActor, type SessionView } from '../state/session';
import { createLoginReturnStore, type LoginReturn } from '../state/loginReturn';
import { createBuyDraftStore, type BuyDraft } from '../state/buyDraft';
import { createHomeFormStore, type HomeFormState } from '../state/homeForm';
import { createDismissedNoticesStore, type DismissedNotices } from '../state/dismissedNotices';
import { createHistoryViewStore, type HistoryView } from '../state/historyView';
import { createSellLinkNoticeStore, type SellLinkNotice } from '../state/sellLinkNotice';
import { createTradeStartedStore, type TradeStarted } from '../state/tradeStarted';
import type { MerchantState } from '../state/merchant';
import type { Store } from '../state/store';
import { followPolicy } from './followPolicy';
import type { LandingAnswers } from './landingAnswers';
import { createSessionActor } from './sessionActor';

/** Everything screens share: one API client, one navigator, the session, the i18n instance. */
export interface AppServices {
  api: ApiClient;
  navigator: Navigator;
  /** The app's one session machine (login, logout, language): screens send it events and render its state. */
  sessionActor: SessionActor;
  /** The session machine's session, read-only, for the screens that only ask whether someone is signed in. */
  session: SessionView;
  loginReturn: Store<LoginReturn>;
  i18n: I18n;
  merchant: Store<MerchantState>;
  homeForm: Store<HomeFormState>;
  buyDraft: Store<BuyDraft>;
  /** The home notices and the important-updates dialog closed this session (product §1: session-kept choices). */
  dismissedNotices: Store<DismissedNotices>;
  /** Whether a buy or sell was started from home this session. */
  tradeStarted: Store<TradeStarted>;
  /** What the latest sell deep link could not use, for its notice. */
  sellLinkNotice: Store<SellLinkNotice>;
  /** The order history's tab and 'hide closed orders' tick, kept for the session. */
  historyView: Store<HistoryView>;
  /** Set by the toast provider once mounted; API decisions toast through it. */
  policyListeners: Set<(decision: PolicyDecision) => void>;
  /** What the server answered for the landing page it rendered: the first answers of its quote, notices and Sandbox marker. */
  landing?: LandingAnswers;
}

export interface ServiceDeps {
  navigator: Navigator;
  /** A link's ?language= (product §1), which wins over the language kept for the session. */
  linkLanguage: string | null;
  /** The language the server rendered the page in (its ?language=, else Accept-Language): the language of a first visit. */
  pageLanguage?: string;
  landing?: LandingAnswers;
  /** The page's <html>, whose lang follows the language; none where the server renders. */
  root?: HTMLElement;
  /** An i18next instance already in the session's language (the server renders every landing page of a language with one). */
  i18n?: I18n;
  local: Storage;
  session: Storage | undefined;
  merchant: Store<MerchantState>;
}

/** The order history routes: product §4 sends 70006/70008 back there after login. */
const historyRoutes = new Set(['tradeHistory', 'tradeHistoryDetails', 'tradeHistoryBuyDetails']);

/** The app's services; the session machine decides the language, so i18n is set up after it starts. */
export async function createServices(deps: ServiceDeps): Promise<AppServices> {
  const policyListeners = new Set<(decision: PolicyDecision) => void>();
  const loginReturn = createLoginReturnStore(deps.session);
  // The session actor's calls and its navigations use what is built below, once it exists.
  let api: ApiClient | undefined;
  let i18n: I18n | undefined;
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('app services used before they were built');
    return value;
  };
  const sessionActor = createSessionActor({
    api: () => built(api),
    i18n: () => built(i18n),
    local: deps.local,
    session: deps.session,
    linkLanguage: deps.linkLanguage,
    pageLanguage: deps.pageLanguage,
    onPolicy: (decision) => {
      for (const listener of policyListeners) listener(decision);
    },
    routing: { navigator: deps.navigator, loginReturn },
  });
  const session = sessionStore(sessionActor);
  i18n = deps.i18n ?? (await setupI18n(sessionActor.getSnapshot().context.language, deps.session ?? { setItem: () => undefined }, deps.root));
  api = createApiClient({
    getSession: () => {
      const user = session.get().user;
      return user ? { token: user.token, signKey: user.signKey } : undefined;
    },
    getLanguage: () => sessionActor.getSnapshot().context.language,
    // Product §6: a merchant-embedded session sends its app id as a header.
    getAppId: () => deps.merchant.get().appId,
    storage: deps.local,
    isInHistory: () => historyRoutes.has(deps.navigator.current().route.name),
    onPolicy: (decision) => followPolicy(decision, { session: sessionActor, navigator: deps.navigator, listeners: policyListeners }),
  });
  return {
    api,
    navigator: deps.navigator,
    sessionActor,
    session,
    loginReturn,
    i18n,
    merchant: deps.merchant,
    homeForm: createHomeFormStore(deps.session),
    buyDraft: createBuyDraftStore(deps.session),
    dismissedNotices: createDismissedNoticesStore(deps.session),
    tradeStarted: createTradeStartedStore(deps.session),
    sellLinkNotice: createSellLinkNoticeStore(deps.session),
    historyView: createHistoryViewStore(deps.session),
    policyListeners,
    ...(deps.landing ? { landing: deps.landing } : {}),
  };
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesContext.Provider>');
  return services;
}

import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContinueIntent } from '../../../engine/quote/quoteMachine';
import { loadChunk } from '../../app/chunkLoad';
import { useServices } from '../../app/services';
import { Spinner } from '../../components/Spinner';
import { StepBar } from '../../components/StepBar';
import { useToast } from '../../components/Toasts';
import { WholeApp } from '../../app/WholeApp';
import { fixedOn } from '../../state/merchant';
import { useStore } from '../../state/store';
import type { HomeSide } from '../../state/homeForm';
import type { ScreenProps } from '../screenProps';
import { HomeTabs, panelId, tabId } from './HomeTabs';
import { NoticeBar } from './NoticeBar';
import { QuoteTab } from './QuoteTab';
import { withSavedPayWay } from './savedPayWay';

// Fetched when needed, not with every landing page: a merchant's order (product §2 orderNo), and the
// important-updates dialog, which only a signed-in user may see (product §4).
const MerchantOrder = lazy(() => import('./MerchantOrder').then((module) => ({ default: module.MerchantOrder })));
const ImportantUpdatesDialog = lazy(() => import('../../dialogs/ImportantUpdatesDialog').then((module) => ({ default: module.ImportantUpdatesDialog })));

/**
 * Product §2 /index: Buy and Sell tabs (or one fixed tab in table mode), the notice bar, the step bar.
 * What a link changes comes from the merchant state only (docs/embedding.md): table mode and the
 * fixed values once the server accepted the link (or a plain link's type), nothing while the link
 * is being checked, nothing from a refused one. A merchant's orderNo shows that order first.
 */
export default function HomeScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const home = useStore(services.homeForm);
  const buyDraft = useStore(services.buyDraft);
  const signedIn = useStore(services.session).user !== null;
  const merchant = useStore(services.merchant);
  const plan = merchant.status === 'docked' || merchant.status === 'plain' ? merchant.plan : undefined;
  const fixed = plan?.fixedSide;
  const tab: HomeSide = fixed ?? home.tab;

  // Back home, a buy start that was waiting for its login is given up: a later login lands where it asks.
  useEffect(() => {
    if (services.loginReturn.get().resume) services.loginReturn.set({ name: null, query: {} });
  }, [services.loginReturn]);

  // The buy and sell starts are fetched on Continue, during its loader (product §4: about 1 s).
  const onContinue = useCallback(
    (intent: ContinueIntent) => {
      services.tradeStarted.set({ started: true });
      const started =
        intent.side === 'buy'
          ? loadChunk(() => import('./startBuy')).then(({ startBuy }) => startBuy(services, intent, (key) => toast(t(key))))
          : loadChunk(() => import('./startSell')).then(({ startSell }) => startSell(services, intent));
      started.catch(() => toast(t('errors.chunkLoadFailed')));
    },
    [services, toast, t],
  );

  if (merchant.status === 'checking') {
    return (
      <section className="screen home">
        <h1 className="visually-hidden">{t(route.titleKey)}</h1>
        <Spinner label={t('merchant.checking')} />
      </section>
    );
  }

  const merchantName = merchant.merchantName ?? '';
  const orderNo = merchant.status === 'docked' && !merchant.orderDismissed ? plan?.orderNo : undefined;
  return (
    <section className="screen home">
      <h1 className="visually-hidden">{t(route.titleKey)}</h1>
      {orderNo && plan ? (
        // Product §2: orderNo skips the initial data load: no notices, no quote until a new order.
        // Its own Suspense: the landing screen renders in place, under no boundary of the outlet's (RouteOutlet).
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <WholeApp>
            <MerchantOrder
              orderNo={orderNo}
              side={plan.orderSide}
              merchantName={merchantName}
              fixed={plan.fixed}
              onNewOrder={() => services.merchant.set((state) => ({ ...state, orderDismissed: true }))}
            />
          </WholeApp>
        </Suspense>
      ) : (
        <>
          <NoticeBar />
          {fixed ? null : <HomeTabs value={tab} onChange={(side) => services.homeForm.set((state) => ({ ...state, tab: side }))} />}
          <div className="home__panel card" id={panelId} role={fixed ? undefined : 'tabpanel'} aria-labelledby={fixed ? undefined : tabId(tab)}>
            {fixed ? <h2 className="home__fixed-title">{t(`home.tabs.${tab}`)}</h2> : null}
            {merchant.status === 'docked' && merchant.merchantType === 'api' ? (
              <p className="screen__lead">{t('merchant.paying', { merchant: merchantName })}</p>
            ) : null}
            {tab === 'buy' ? <StepBar step={route.stepOfBuy} /> : null}
            {/* Each tab mounts from its kept form (product §2) and owns it while shown; a link opened since starts it again. */}
            <QuoteTab
              key={`${tab}:${merchant.linksApplied ?? 0}`}
              side={tab}
              initial={tab === 'buy' ? withSavedPayWay(home.buy, buyDraft, merchant.status === 'docked' ? (merchant.appId ?? null) : null) : home[tab]}
              onContinue={onContinue}
              fixed={fixedOn(merchant, tab)}
              merchantName={merchantName}
            />
          </div>
        </>
      )}
      {signedIn ? (
        <Suspense fallback={null}>
          <ImportantUpdatesDialog key={home[tab].fiat} fiat={home[tab].fiat} signedIn={signedIn} />
        </Suspense>
      ) : null}
    </section>
  );
}

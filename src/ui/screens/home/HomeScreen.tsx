import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dockingPlan, parseMerchantQuery } from '../../../engine/merchant/merchantQuery';
import type { ContinueIntent } from '../../../engine/quote/quoteMachine';
import { useServices } from '../../app/services';
import { StepBar } from '../../components/StepBar';
import { useToast } from '../../components/Toasts';
import { ImportantUpdatesDialog } from '../../dialogs/ImportantUpdatesDialog';
import { useStore } from '../../state/store';
import type { HomeSide } from '../../state/homeForm';
import type { ScreenProps } from '../registry';
import { HomeTabs, panelId, tabId } from './HomeTabs';
import { NoticeBar } from './NoticeBar';
import { QuoteTab } from './QuoteTab';
import { startBuy } from './startBuy';
import { startSell } from './startSell';

/** Spec §2 /index: Buy and Sell tabs (or one fixed tab in table mode), the notice bar, the step bar. */
export default function HomeScreen({ route, query }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const home = useStore(services.homeForm);
  const signedIn = useStore(services.session).user !== null;
  const merchant = useStore(services.merchant);
  // Spec §2 table mode: appId with showTable, or type buy/sell, fixes the tab and hides the strip.
  // The link's query is gone after the login round-trip; the docked merchant session keeps the tab.
  const fixed = dockingPlan(parseMerchantQuery(Object.fromEntries(query))).fixedTab ?? merchant.fixedSide;
  const tab: HomeSide = fixed ?? home.tab;

  const onContinue = useCallback(
    (intent: ContinueIntent) => {
      if (intent.side === 'buy') startBuy(services, intent, (key) => toast(t(key)));
      else startSell(services, intent);
    },
    [services, toast, t],
  );

  return (
    <section className="screen home">
      <h1 className="visually-hidden">{t(route.titleKey)}</h1>
      <NoticeBar />
      {fixed ? null : <HomeTabs value={tab} onChange={(side) => services.homeForm.set((state) => ({ ...state, tab: side }))} />}
      <div className="home__panel card" id={panelId} role={fixed ? undefined : 'tabpanel'} aria-labelledby={fixed ? undefined : tabId(tab)}>
        {fixed ? <h2 className="home__fixed-title">{t(`home.tabs.${tab}`)}</h2> : null}
        {tab === 'buy' ? <StepBar step={route.stepOfBuy} /> : null}
        {/* Each tab mounts from its kept form (spec §2) and owns it while shown. */}
        <QuoteTab key={tab} side={tab} initial={home[tab]} onContinue={onContinue} />
      </div>
      <ImportantUpdatesDialog fiat={home[tab].fiat} signedIn={signedIn} />
    </section>
  );
}

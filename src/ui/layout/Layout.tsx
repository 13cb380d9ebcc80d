import { lazy, useRef, useState } from 'react';
import { useOpenedOnce } from '../components/useOpenedOnce';
import { LaterPart } from '../app/WholeApp';
import { CustomerService } from '../customer-service/CustomerService';
import { useCurrentRoute } from '../router/hooks';
import { RouteOutlet } from '../router/RouteOutlet';
import { useServices } from '../app/services';
import { menuBarVisible, merchantNoticeShown, type MerchantState } from '../state/merchant';
import { sellLinkNoticeShown } from '../state/sellLinkNotice';
import { useStore, type Store } from '../state/store';
import { RouteAnnouncer } from './RouteAnnouncer';
import { SandboxBadge } from './SandboxBadge';
import { TabBar } from './TabBar';
import { TopBar } from './TopBar';
import { useDocumentTitle } from './useDocumentTitle';
import { usePageFocus } from './usePageFocus';
import { useViewport } from './useViewport';

/** Fetched when first opened: not on the landing page's way to its first quote. */
const Menu = lazy(() => import('./Menu').then((module) => ({ default: module.Menu })));
/** Fetched only for a session whose merchant or sell link has something to tell (a refused link, values it could not use). */
const MerchantNotice = lazy(() => import('../merchant/MerchantNotice').then((module) => ({ default: module.MerchantNotice })));
const SellLinkNotice = lazy(() => import('../merchant/SellLinkNotice').then((module) => ({ default: module.SellLinkNotice })));

interface LayoutProps {
  merchant: Store<MerchantState>;
  onScreenError: (error: Error) => void;
}

/**
 * Product §1/§2 layout: phone below 791 px, PC from there on; sizes scale from the 375 px base UI
 * width through the --ui custom property (see styles/base.css).
 */
export function Layout({ merchant, onScreenError }: LayoutProps) {
  const { wide } = useViewport();
  const { route, hash } = useCurrentRoute();
  const merchantState = useStore(merchant);
  const sellLinkNotice = useStore(useServices().sellLinkNotice);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuWanted = useOpenedOnce(menuOpen);
  const main = useRef<HTMLElement>(null);
  const showMenu = menuBarVisible(merchantState);
  useDocumentTitle(route.titleKey);
  usePageFocus(main, hash);

  return (
    <div className={wide ? 'app app--pc' : showMenu ? 'app app--phone app--tab-bar' : 'app app--phone'}>
      <SandboxBadge />
      <TopBar
        route={route}
        showMenu={showMenu}
        onMenu={() => setMenuOpen(true)}
        logo={merchantState.config?.merchantLogo}
        help={<CustomerService merchant={merchantState} />}
      />
      <div className="app__body">
        {wide && showMenu ? <TabBar route={route} /> : null}
        <main className="app__main" ref={main} tabIndex={-1}>
          {merchantNoticeShown(merchantState) ? (
            <LaterPart>
              <MerchantNotice />
            </LaterPart>
          ) : null}
          {sellLinkNoticeShown(sellLinkNotice) ? (
            <LaterPart>
              <SellLinkNotice />
            </LaterPart>
          ) : null}
          <RouteOutlet onScreenError={onScreenError} />
          <RouteAnnouncer titleKey={route.titleKey} hash={hash} />
        </main>
      </div>
      {!wide && showMenu ? <TabBar route={route} /> : null}
      {menuWanted ? (
        <LaterPart>
          <Menu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </LaterPart>
      ) : null}
    </div>
  );
}

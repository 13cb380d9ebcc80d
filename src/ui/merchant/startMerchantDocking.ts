import { createActor, fromPromise } from 'xstate';
import { completeConfig } from '#config';
import { checkMerchantParams } from '../../api/endpoints/buy';
import { failureOf } from '../../api/unwrap';
import { transportFailures } from '../../api/client';
import { withFixedValues } from '../../engine/merchant/merchantQuery';
import { merchantDockingMachine, type MerchantCheck, type MerchantCheckInput, type MerchantCheckOutcome } from '../../engine/merchant/merchantDockingMachine';
import { loadSellDeepLink, parseSellDeepLink, saveSellDeepLink } from '../../engine/sell/sellDeepLink';
import { provideFlow } from '../app/provideFlow';
import { dockedState, forgetAcceptedLink, saveAcceptedLink, type AcceptedLink } from '../state/merchant';
import { capabilitiesPayload, embedCapabilities } from './embed/embedCapabilities';
import { connectHost, hostWindowOf, isFramed, notifyHost, watchContentHeight } from './hostMessages';
import { applyLinkEmail } from './linkEmail';
import { linkRefusalOf, reportLinkRefusal } from './linkRefusal';
import { hostOriginOf, linkQuery } from './linkQuery';
import { linkToDock } from './linkToDock';
import { applyPlainLink, linkEmailDeps, withCountry, type DockingServices } from './plainLink';
import './merchant.css';

/** The fixed wallet's check (engine/merchant/fixedWallet), its checksum code loaded only for a link that fixes a wallet. */
async function fixedWalletChecked(info: MerchantCheck['merchantQueryInfo']): Promise<boolean> {
  if (info.address === undefined && info.memo === undefined) return true;
  // Its address and memo rules are in the rest of the config (configParts.ts), which a link's first screen may not have yet.
  const [{ fixedWalletValid }] = await Promise.all([import('../../engine/merchant/fixedWallet'), completeConfig()]);
  return fixedWalletValid(info);
}

/**
 * Merchant docking for the whole session (product §1, §3 "Merchant state", §4; docs/embedding.md).
 * The engine's docking machine checks the link with the server; nothing of a merchant link applies
 * before the server accepts it: then the appid header goes on every request, the config hides the
 * menu bar or the customer-service widget, home takes the mode's table mode and the fixed values,
 * a signed e-mail that differs logs the user out, the accepted link is kept in sessionStorage for
 * a reload, and the host page hears `ready`, then `resize`. A refused link leaves a plain checkout
 * with a notice. Returning from /verifyCode or /sellOrder docks again with the docking grant.
 * `link` is the one to dock, read from the address by default; a caller that fetched this module
 * first reads it before, since the page may have moved on meanwhile (a sign-in route's guard drops
 * the link's query from the hash). Returns a function that stops it all.
 */
export function startMerchantDocking(services: DockingServices, win: Window, link = linkToDock(win)): () => void {
  const storage = win.sessionStorage;
  const sellDeepLink = loadSellDeepLink(storage);
  if (!link) {
    applyPlainLink(services, linkQuery(win.location));
    return () => undefined;
  }
  if (!link.stored) forgetAcceptedLink(storage);
  services.merchant.set({ status: 'checking' });

  const actor = createActor(
    provideFlow(merchantDockingMachine, {
      // The whole link goes to the server: its signature covers every parameter, not just the parsed ones.
      checkMerchant: fromPromise<MerchantCheckOutcome, MerchantCheckInput>(async ({ input, signal }) => {
        const query = input.dockingGrant ? { ...input.query, dockingGrant: input.dockingGrant } : input.query;
        const result = await checkMerchantParams(services.api, query, { signal, silent: true });
        if (result.kind === 'ok') return { kind: 'accepted', check: result.data, walletInvalid: !(await fixedWalletChecked(result.data.merchantQueryInfo)) };
        if (result.kind === 'cancelled') return { kind: 'interrupted' };
        if (result.code in transportFailures) throw failureOf(result);
        return { kind: 'refused', code: result.code, message: result.message, reason: linkRefusalOf(result.data) ?? { reason: 'check_unavailable' } };
      }),
    }),
    { input: { query: link.query, accepted: link.stored?.check } },
  );

  let stopResize: (() => void) | undefined;
  const accept = (check: MerchantCheck, firstTime: boolean) => {
    const accepted: AcceptedLink = { query: link.query, check, fullPath: link.fullPath };
    saveAcceptedLink(storage, accepted);
    const deepLink = parseSellDeepLink(link.query) ?? (sellDeepLink?.appId === check.merchantQueryInfo.appId ? sellDeepLink : undefined);
    if (deepLink) saveSellDeepLink(storage, deepLink);
    const state = dockedState(accepted, deepLink !== undefined, services.merchant.get());
    services.merchant.set(state);
    const plan = state.plan;
    if (plan) {
      services.homeForm.set((home) =>
        withCountry(
          { ...home, ...(plan.fixedSide ? { tab: plan.fixedSide } : {}), [plan.orderSide]: withFixedValues(home[plan.orderSide], plan.fixed) },
          link.query.country,
          { [plan.orderSide]: plan.fixed.fiat },
        ),
      );
    }
    const email = check.merchantQueryInfo.email;
    // Product §1, once per accepted link: never again on a re-dock, where the user may have chosen another account.
    if (firstTime && email) {
      void applyLinkEmail(linkEmailDeps(services), email, true).then((outcome) => {
        if (outcome === 'loggedOut') services.merchant.set((current) => ({ ...current, emailChanged: true }));
      });
    }
    if (!stopResize) stopResize = connectToHost(win, check, state.merchantType);
  };

  actor.on('docking.accepted', (event) => accept(event.check, event.firstTime));
  actor.on('docking.refused', (refusal) => {
    forgetAcceptedLink(storage);
    stopResize?.();
    stopResize = undefined;
    connectHost(undefined);
    services.merchant.set({
      status: 'refused',
      refusal: { code: refusal.code, message: refusal.message, messageKey: refusal.messageKey, reason: refusal.reason },
    });
    reportLinkRefusal(win, link.query, refusal.reason);
  });
  actor.start();

  let previous = services.navigator.current().route.name;
  const unsubscribe = services.navigator.subscribe(() => {
    const next = services.navigator.current().route.name;
    if (next !== previous) actor.send({ type: 'route.return', from: previous });
    previous = next;
  });

  return () => {
    unsubscribe();
    stopResize?.();
    actor.stop();
    connectHost(undefined);
  };
}

/**
 * Talks to the page that framed or opened the checkout, at the origin of the checked redirectUrl
 * only: `ready` and `embed.capabilities` now, and in a frame `resize` with the content height.
 * Returns the stop function.
 */
function connectToHost(win: Window, check: MerchantCheck, merchantType: string | undefined): (() => void) | undefined {
  const host = hostWindowOf(win);
  const origin = hostOriginOf(check.merchantQueryInfo.redirectUrl);
  if (!host || !origin) return undefined;
  connectHost({ origin, post: (message, targetOrigin) => host.postMessage(message, targetOrigin) });
  notifyHost('ready', { appId: check.merchantQueryInfo.appId, merchantType });
  notifyHost('embed.capabilities', capabilitiesPayload(embedCapabilities.get()));
  if (!isFramed(win)) return () => connectHost(undefined);
  win.document.documentElement.classList.add('gangway-framed');
  const root = win.document.getElementById('root') ?? win.document.body;
  const stop = watchContentHeight(root, (height) => notifyHost('resize', { height }));
  return () => {
    stop();
    connectHost(undefined);
  };
}

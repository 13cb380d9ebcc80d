import { createActor, fromPromise } from 'xstate';
import { checkMerchantParams } from '../../api/endpoints/buy';
import { unwrap } from '../../api/unwrap';
import { merchantDockingMachine, type MerchantCheck } from '../../engine/merchant/merchantDockingMachine';
import { parseMerchantQuery } from '../../engine/merchant/merchantQuery';
import type { AppServices } from '../app/services';
import { rememberPendingEmail } from '../state/pendingEmail';
import { connectHost, hostWindowOf, notifyHost } from './hostMessages';
import { hostOriginOf, linkQuery } from './linkQuery';

/**
 * Merchant docking for the whole session (spec §1, §3 "Merchant state", §4): the engine's docking
 * machine checks the link with the server (signature, redirect origin), then the merchant's app id
 * goes on every request (appid header), its config hides the menu bar or the customer-service
 * widget, a fixed address and memo skip the receiving step, an e-mail that differs from the signed
 * in one logs the user out, and the host page hears `ready`, then `resize` as the content changes.
 * Returning from /verifyCode or /sellOrder docks again. Returns a function that stops it all.
 */
export function startMerchantDocking(services: AppServices, win: Window): () => void {
  const raw = linkQuery(win.location);
  const query = parseMerchantQuery(raw);
  if (!query.appId) return () => undefined;
  services.merchant.set((state) => ({ ...state, appId: query.appId }));

  const linkEmail = query.email?.toLowerCase();
  const user = services.session.get().user;
  // Spec §1: an e-mail in the link that differs from the stored one logs out and is kept for the login.
  if (linkEmail) {
    if (user && user.email.toLowerCase() !== linkEmail) services.session.set({ user: null });
    rememberPendingEmail(win.sessionStorage, linkEmail);
  }

  const actor = createActor(
    merchantDockingMachine.provide({
      actors: {
        // The whole link goes to the server: its signature covers every parameter, not just the parsed ones.
        checkMerchant: fromPromise(async ({ signal }) => unwrap(await checkMerchantParams(services.api, raw)) as MerchantCheck),
      },
    }),
    { input: { query: raw } },
  );

  let hostConnected = false;
  let resize: ResizeObserver | undefined;
  actor.subscribe((snapshot) => {
    if (!snapshot.matches('docked')) return;
    const docked = snapshot.context;
    services.merchant.set((state) => ({
      ...state,
      appId: query.appId,
      fixedSide: snapshot.context.plan.fixedTab ?? state.fixedSide,
      config: docked.merchantConfig,
      wallet: query.address ? { address: query.address, memo: query.memo, merchantPath: win.location.href } : state.wallet,
      redirectUrl: hostOriginOf(query.redirectUrl) ? query.redirectUrl : undefined,
    }));
    if (hostConnected) return;
    const host = hostWindowOf(win);
    const origin = hostOriginOf(query.redirectUrl);
    if (!host || !origin) return;
    hostConnected = true;
    connectHost({ origin, post: (message, targetOrigin) => host.postMessage(message, targetOrigin) });
    notifyHost('ready', { appId: query.appId ?? '', merchantType: docked.merchantType });
    resize = new ResizeObserver(() => notifyHost('resize', { height: Math.ceil(win.document.documentElement.scrollHeight) }));
    resize.observe(win.document.body);
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
    resize?.disconnect();
    actor.stop();
    connectHost(undefined);
  };
}

import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { loadSellDeepLink, parseSellDeepLink, saveSellDeepLink } from './sellDeepLink';
import { routePath } from '../../shared/config/routes';
import type { TradeGate } from '../buy/buyStartMachine';
import { spyActor } from '../../../tests/helpers/machineKit';
import { sellFormRoute, sellStartMachine } from './sellStart';
import { memoryStorage } from '../../../tests/helpers/memoryStorage';

async function startSelling(signedIn: boolean, gate: () => Promise<TradeGate>) {
  const checkTradeGate = vi.fn(gate);
  const actor = createActor(sellStartMachine.provide({ actors: { checkTradeGate: spyActor(checkTradeGate) } }), { input: { signedIn } });
  const navigate = vi.fn();
  actor.on('navigate', navigate);
  actor.start();
  await toPromise(actor);
  return { actor, navigate, checkTradeGate };
}

describe('sell start', () => {
  it('sends a visitor to the e-mail login and back to sell afterwards', async () => {
    const { navigate, checkTradeGate } = await startSelling(false, async () => 'open');
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'emailCode', origin: 'sell' });
    expect(checkTradeGate).not.toHaveBeenCalled();
  });

  it('sends a signed-in user to the sell form', async () => {
    for (const gate of ['open', 'kycLoginNeeded'] as const) {
      const { navigate } = await startSelling(true, async () => gate);
      expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'sellFormUserInfo' });
    }
    expect(routePath(sellFormRoute)).toBe('/sell-formUserInfo');
  });

  it('stops an account at risk before the payout form: it stays on home with the refusal shown', async () => {
    const { navigate, actor } = await startSelling(true, async () => 'accountRisk');
    expect(navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('accountRisk');
  });

  it('leaves a failed check to the sell form, and decides nothing when the user left home meanwhile', async () => {
    expect((await startSelling(true, () => Promise.reject(new Error('network')))).navigate).toHaveBeenCalledExactlyOnceWith({
      type: 'navigate',
      route: 'sellFormUserInfo',
    });
    const left = await startSelling(true, () => Promise.reject(new DOMException('route changed', 'AbortError')));
    expect(left.navigate).not.toHaveBeenCalled();
    expect(left.actor.getSnapshot().value).toBe('cancelled');
  });
});

describe('sell deep link', () => {
  const query = { source: '3', fiat: 'EUR', country: 'DE', crypto: 'USDT', network: 'TRX', cryptoAmount: '50', appId: 'm1' };

  it('pre-fills fiat, crypto, network and amount, sets merchant type sell and switches to the sell tab', () => {
    expect(parseSellDeepLink(query)).toEqual({
      fiat: 'EUR',
      country: 'DE',
      crypto: 'USDT',
      network: 'TRX',
      cryptoAmount: '50',
      appId: 'm1',
      merchantType: 'sell',
      tab: 'sell',
    });
  });

  it('is not a deep link without source 3', () => {
    expect(parseSellDeepLink({ ...query, source: '2' })).toBeUndefined();
    expect(parseSellDeepLink({ fiat: 'EUR' })).toBeUndefined();
  });

  it('is kept for the session', () => {
    const storage = memoryStorage();
    const link = parseSellDeepLink(query);
    if (!link) throw new Error('expected a deep link');
    saveSellDeepLink(storage, link);
    expect(loadSellDeepLink(storage)).toEqual(link);
    expect(loadSellDeepLink(memoryStorage())).toBeUndefined();
  });

  it('reads a damaged stored deep link as none', () => {
    const storage = memoryStorage();
    storage.setItem('gangway.sellDeepLink', '{not json');
    expect(loadSellDeepLink(storage)).toBeUndefined();
    storage.setItem('gangway.sellDeepLink', JSON.stringify({ fiat: 'EUR' }));
    expect(loadSellDeepLink(storage)).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { buyQuoteFixture, spyActor } from '../../../tests/helpers/machineKit';
import { buyStartMachine, type BuyStartInput, type TradeGate } from './buyStartMachine';

const quote = buyQuoteFixture({ cryptoAmount: '0.033' });
const base: BuyStartInput = { signedIn: true, form: { fiat: 'USD', crypto: 'ETH', network: 'ETH', amount: '100', alpha2: 'US' }, quote };

async function run(input: BuyStartInput, check: () => Promise<TradeGate>) {
  const checkTradeGate = vi.fn(check);
  const actor = createActor(buyStartMachine.provide({ actors: { checkTradeGate: spyActor(checkTradeGate) } }), { input });
  const navigate = vi.fn();
  const toast = vi.fn();
  const placeOrder = vi.fn();
  actor.on('navigate', navigate);
  actor.on('toast', toast);
  actor.on('placeOrder.ready', placeOrder);
  actor.start();
  await toPromise(actor);
  return { actor, checkTradeGate, navigate, toast, placeOrder };
}

describe('buy start machine', () => {
  it('sends a visitor without a token to the e-mail login with the origin marked as buy', async () => {
    const { navigate, checkTradeGate } = await run({ ...base, signedIn: false }, async () => 'open');
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'emailCode', origin: 'buy' });
    expect(checkTradeGate).not.toHaveBeenCalled();
  });

  it('shows the KYC login toast and stays when the KYC-disabled check answers true', async () => {
    const { navigate, toast, actor } = await run(base, async () => 'kycLoginNeeded');
    expect(toast).toHaveBeenCalledExactlyOnceWith({ type: 'toast', messageKey: 'errors.kycLoginRequired' });
    expect(navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('kycLoginRequired');
  });

  it('tells an account at risk from a KYC login: no KYC login toast, no login, the user stays', async () => {
    const { navigate, toast, placeOrder, actor } = await run(base, async () => 'accountRisk');
    expect(toast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(placeOrder).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('accountRisk');
  });

  it('builds the order query and goes to the payment method when a merchant supplied the address', async () => {
    const merchantWallet = { address: 'rAddr', memo: '12345', merchantPath: '/index?appId=m1' };
    const { navigate, placeOrder } = await run({ ...base, merchantWallet }, async () => 'open');
    expect(placeOrder).toHaveBeenCalledExactlyOnceWith({
      type: 'placeOrder.ready',
      query: {
        cryptoCurrency: 'ETH',
        fiatCurrency: 'USD',
        amount: '100',
        network: 'ETH',
        address: 'rAddr',
        memo: '12345',
        merchantParam: '/index?appId=m1',
        alpha2: 'US',
        payWayCode: undefined,
        cryptoCurrencyVolume: '0.033',
        depositType: 2,
      },
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'paymentMethod' });
  });

  it('goes to the receiving mode when no merchant address was supplied', async () => {
    const { navigate, placeOrder } = await run(base, async () => 'open');
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'receivingMode' });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('falls back to the e-mail login when the KYC-disabled check fails', async () => {
    const { navigate } = await run(base, async () => {
      throw new Error('network');
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ type: 'navigate', route: 'emailCode', origin: 'buy' });
  });

  it('neither redirects nor toasts when the user changes route while the KYC-disabled check is pending', async () => {
    const { navigate, toast, placeOrder, actor } = await run(base, async () => {
      throw new DOMException('route changed', 'AbortError');
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    expect(placeOrder).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('cancelled');
  });
});

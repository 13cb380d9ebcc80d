import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequest, ApiResult } from '../../../api/client';
import { buyQuoteFixture } from '../../../../tests/helpers/machineKit';
import type { PlaceOrderQuery } from '../../../engine/buy/placeOrderQuery';
import { errorEntryByName } from '../../../shared/config/errors';
import { methodsFor } from '../../../shared/config/paymentMethods';
import type { BuyOrder } from '../../../shared/generated/api/buy.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import type { AppServices } from '../../app/services';
import { emptyBuyDraft, type BuyDraft } from '../../state/buyDraft';
import { createStore } from '../../state/store';
import { startPayment } from './startPayment';

const pix = methodsFor('buy').find((method) => method.kycRule === 'brazil');
const nationalityMethod = methodsFor('buy').find((method) => method.nationality && !method.kycRule);
if (!pix || !nationalityMethod) throw new Error('config/payment-methods.json has no Brazil-rule or nationality-rule method');

const ok = <T>(data: T): ApiResult<T> => ({ kind: 'ok', data, headers: {} });
const order: PlaceOrderQuery = {
  cryptoCurrency: 'USDT',
  fiatCurrency: 'BRL',
  amount: '500',
  network: 'TRX',
  address: 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ',
  cryptoCurrencyVolume: '90',
  depositType: 2,
  alpha2: 'BR',
};
const quote = buyQuoteFixture({ fiat: 'BRL', fiatAmount: '500', cryptoAmount: '90', alpha2: 'BR' });
const pending = (overrides: Partial<BuyOrder> = {}) =>
  ({
    orderNo: 'B1',
    status: 'unpaid',
    payWayCode: pix.payWayCode,
    fiat: 'BRL',
    fiatAmount: '500.00',
    crypto: 'USDT',
    network: 'TRX',
    address: order.address,
    memo: null,
    ...overrides,
  }) as BuyOrder;

/** The API as the sandbox answers the PIX checks of a verified Brazilian: rule 2, through. */
function run(method: PaymentMethod, draft: Partial<BuyDraft>, answers: Record<string, ApiResult<unknown>>) {
  const calls: string[] = [];
  const answer = async (request: ApiRequest) => {
    calls.push(`${request.method} ${request.path}`);
    return answers[request.path] ?? ok(null);
  };
  const services = {
    api: { request: vi.fn(answer), submit: vi.fn((_name: string, request: ApiRequest) => answer(request)) } as unknown as ApiClient,
    buyDraft: createStore<BuyDraft>({ ...emptyBuyDraft, order, quote, ...draft }),
    merchant: createStore({}),
    navigator: { navigate: vi.fn() },
    loginReturn: createStore({ name: null, query: {} }),
  } as unknown as AppServices;
  const done = new Promise<void>((resolve) => startPayment(services, { method, quote, order, bankCode: null, from: 'paymentMethod', onDone: resolve }));
  return { services, calls, done };
}

const through = { '/kyc/kycRule': ok({ rule: 2 }), '/kyc/buyKycThrough': ok({ isKyc: true, kycLevel: 1 }) };

describe('starting a payment', () => {
  it('pays the pending order kept in the draft after a KYC detour, instead of creating another', async () => {
    const { services, calls, done } = run(pix, { orderNo: 'B1' }, { ...through, '/trade/query/buy/order/details': ok(pending()) });
    await done;
    expect(calls).not.toContain('POST /trade/create');
    expect(services.navigator.navigate).toHaveBeenCalledExactlyOnceWith('brazilPay', { orderNo: 'B1' }, { replace: undefined });
    expect(services.buyDraft.get().orderNo).toBe('B1');
  });

  it.each([
    ['no longer payable', pending({ status: 'closed' })],
    ['for another amount', pending({ fiatAmount: '600' })],
  ])('creates a new order when the kept one is %s', async (_case, kept) => {
    const { services, calls, done } = run(
      pix,
      { orderNo: 'B1' },
      { ...through, '/trade/query/buy/order/details': ok(kept), '/trade/create': ok({ orderNo: 'B2' }) },
    );
    await done;
    expect(calls).toContain('POST /trade/create');
    expect(services.navigator.navigate).toHaveBeenCalledExactlyOnceWith('brazilPay', { orderNo: 'B2' }, { replace: undefined });
    expect(services.buyDraft.get().orderNo).toBe('B2');
  });

  it('sends a PIX order refused for KYC to verification with type=brazilPay', async () => {
    const refused = errorEntryByName('kycRequired');
    const { services, done } = run(
      pix,
      {},
      {
        '/trade/create': { kind: 'error', code: refused.code, message: '', behaviour: refused.behaviour, policy: { kind: 'none' } },
        '/kyc/check': ok({ kycFlag: 1, userLevel: 1 }),
      },
    );
    await done;
    expect(services.navigator.navigate).toHaveBeenCalledExactlyOnceWith('kycVerify', { type: 'brazilPay' }, { replace: undefined });
  });

  it('keeps the chosen method in the draft before the checks, so the KYC screens ask the identity its rule needs', async () => {
    const { services, calls, done } = run(nationalityMethod, {}, { '/kyc/check': ok({ kycFlag: 1, userLevel: 1 }) });
    await done;
    expect(calls).toEqual(['POST /kyc/check']);
    expect(services.buyDraft.get().order?.payWayCode).toBe(nationalityMethod.payWayCode);
    expect(vi.mocked(services.navigator.navigate).mock.calls.map(([name]) => name)).toEqual(['kycVerify']);
  });
});

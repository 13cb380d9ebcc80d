import { createActor, fromPromise } from 'xstate';
import { createOrder } from '../../../api/endpoints/buy';
import { buyKycThrough, identityAuthStatus, kycCheck, kycRule, userDetail } from '../../../api/endpoints/kyc';
import { unwrap } from '../../../api/unwrap';
import type { PlaceOrderQuery } from '../../../engine/buy/placeOrderQuery';
import { paymentRouteMachine } from '../../../engine/buy/paymentRouteMachine';
import type { QuoteData } from '../../../engine/quote/quoteMachine';
import { errorEntryByCode } from '../../../shared/config/errors';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { followNavigate } from '../../app/followIntent';
import type { AppServices } from '../../app/services';
import { notifyHost } from '../../merchant/hostMessages';

/** Where a refused order goes: the KYC start when the server says verification is required (spec §4). */
const kycRequiredName = 'kycRequired';
const kycStartRoute = 'kycVerify';

export interface PaymentStart {
  method: PaymentMethod;
  quote: QuoteData;
  order: PlaceOrderQuery;
  bankCode: string | null;
  /** The route the user starts from (replace navigation unless it is the method list, spec §4). */
  from: string;
  onDone: () => void;
}

/**
 * Continue on the method list: the engine's payment-route machine runs the KYC, nationality and
 * identity-review checks, and the order (bound to the fresh quote) is kept in the draft. A method
 * with a named KYC rule needs the order first (spec §7: /kyc/kycRule reads it by order number);
 * any other method gets its order once the checks send the user to its payment page.
 */
export function startPayment(services: AppServices, start: PaymentStart): void {
  if (start.method.kycRule === undefined) {
    runPaymentRoute(services, start, undefined);
    return;
  }
  void placeOrder(services, start).then((orderNo) => {
    if (orderNo === undefined) start.onDone();
    else runPaymentRoute(services, start, orderNo);
  });
}

function runPaymentRoute(services: AppServices, start: PaymentStart, orderNo: string | undefined): void {
  const { api } = services;
  const actor = createActor(
    paymentRouteMachine.provide({
      actors: {
        kycRule: fromPromise(async ({ input, signal }) => {
          if (input.orderNo === undefined) throw new Error('kyc rule read before the order was placed');
          return unwrap(await kycRule(api, { orderNo: input.orderNo, appId: input.appId }, signal));
        }),
        buyKycThrough: fromPromise(async ({ input, signal }) => unwrap(await buyKycThrough(api, input.orderNo ?? '', signal))),
        kycCheck: fromPromise(async ({ input, signal }) => unwrap(await kycCheck(api, input, signal))),
        loadIdentity: fromPromise(async ({ signal }) => unwrap(await userDetail(api, signal))),
        identityReview: fromPromise(async ({ signal }) => unwrap(await identityAuthStatus(api, signal))),
      },
    }),
    {
      input: {
        method: start.method,
        order: { orderAmount: start.quote.fiatAmount, fiat: start.quote.fiat, orderNo, appId: services.merchant.get().appId },
        from: start.from,
      },
    },
  );
  actor.on('navigate', (intent) => {
    if (intent.path === undefined) {
      followNavigate(services, intent);
      return;
    }
    const toPayment = (placed: string) => followNavigate(services, { ...intent, query: { orderNo: placed } });
    if (orderNo !== undefined) toPayment(orderNo);
    else void placeOrder(services, start).then((placed) => placed !== undefined && toPayment(placed));
  });
  actor.subscribe({ complete: start.onDone, error: start.onDone });
  actor.start();
}

/** POST /trade/create; the order number, or undefined when refused (the client has toasted why). */
async function placeOrder(services: AppServices, start: PaymentStart): Promise<string | undefined> {
  const order: PlaceOrderQuery = {
    ...start.order,
    payWayCode: start.method.payWayCode,
    amount: start.quote.fiatAmount,
    cryptoCurrencyVolume: start.quote.cryptoAmount,
  };
  // The quote names the country it priced when the form had none (spec §3 fiatCurrencyInfo.alpha2).
  const result = await createOrder(services.api, { ...order, payWayCode: start.method.payWayCode, alpha2: order.alpha2 ?? start.quote.alpha2, quoteId: start.quote.quoteId });
  if (result.kind === 'error' && errorEntryByCode(result.code)?.name === kycRequiredName) {
    services.navigator.navigate(kycStartRoute);
    return undefined;
  }
  if (result.kind !== 'ok') return undefined;
  services.buyDraft.set((draft) => ({ ...draft, order, quote: start.quote, bankCode: start.bankCode, orderNo: result.data.orderNo }));
  notifyHost('orderCreated', { orderNo: result.data.orderNo, side: 'buy' });
  return result.data.orderNo;
}

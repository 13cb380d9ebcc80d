import { createActor, fromPromise } from 'xstate';
import { buyOrderDetails, createOrder } from '../../../api/endpoints/buy';
import { ApiCancelled } from '../../../api/unwrap';
import { isSamePendingOrder, type PlaceOrderQuery } from '../../../engine/buy/placeOrderQuery';
import { paymentRouteMachine, type OrderRefusal, type PlacedOrder } from '../../../engine/buy/paymentRouteMachine';
import type { QuoteData } from '../../../engine/quote/quoteMachine';
import { errorEntryByCode } from '../../../shared/config/errors';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { kycActors } from '../../app/flowActors/kyc';
import { provideFlow } from '../../app/provideFlow';
import { followNavigateEvents } from '../../app/followIntent';
import type { AppServices } from '../../app/services';
import { notifyHost } from '../../merchant/hostMessages';

/** The /trade/create refusals that decide the next page (config/errors.json names). */
const routedRefusals: readonly OrderRefusal[] = ['kycRequired', 'nationalityMismatch'];

export interface PaymentStart {
  method: PaymentMethod;
  quote: QuoteData;
  order: PlaceOrderQuery;
  bankCode: string | null;
  /** The route the user starts from (replace navigation unless it is the method list, product §4). */
  from: string;
  onDone: () => void;
}

/**
 * Continue on the method list (or on an approved identity review): the engine's payment-route
 * machine runs the KYC, Brazil-rule and identity-review checks and says when the order is needed.
 * The chosen method goes into the buy draft at once, so the KYC screens of a detour know which
 * identity it needs; the order number stays in the draft across the detour, and the same pending
 * order is paid when the user comes back (src/engine/buy/placeOrderQuery.ts isSamePendingOrder).
 */
export function startPayment(services: AppServices, start: PaymentStart): void {
  services.buyDraft.set((draft) => ({ ...draft, order: { ...start.order, payWayCode: start.method.payWayCode }, bankCode: start.bankCode }));
  const actor = createActor(
    provideFlow(paymentRouteMachine, {
      ...kycActors(services.api),
      placeOrder: fromPromise<PlacedOrder, void>(async ({ signal }) => placeOrder(services, start, signal)),
    }),
    {
      input: {
        method: start.method,
        order: { orderAmount: start.quote.fiatAmount, fiat: start.quote.fiat, appId: services.merchant.get().appId },
        from: start.from,
      },
    },
  );
  followNavigateEvents(actor, services);
  actor.subscribe({ complete: start.onDone, error: start.onDone });
  actor.start();
}

/** The draft's pending order when it is this very order and still payable, else undefined. */
async function pendingOrderNo(services: AppServices, query: PlaceOrderQuery & { payWayCode: string }, signal: AbortSignal): Promise<string | undefined> {
  const { orderNo } = services.buyDraft.get();
  if (orderNo === null) return undefined;
  const result = await buyOrderDetails(services.api, orderNo, signal);
  if (result.kind === 'cancelled') throw new ApiCancelled();
  return result.kind === 'ok' && isSamePendingOrder(result.data, query) ? orderNo : undefined;
}

/** The order to pay: the pending one of the draft, else POST /trade/create (bound to the fresh quote). */
async function placeOrder(services: AppServices, start: PaymentStart, signal: AbortSignal): Promise<PlacedOrder> {
  const order = { ...start.order, payWayCode: start.method.payWayCode, amount: start.quote.fiatAmount, cryptoCurrencyVolume: start.quote.cryptoAmount };
  const pending = await pendingOrderNo(services, order, signal);
  if (pending !== undefined) return { kind: 'placed', orderNo: pending };
  // The quote names the country it priced when the form had none (product §3 fiatCurrencyInfo.alpha2).
  const result = await createOrder(services.api, { ...order, alpha2: order.alpha2 ?? start.quote.alpha2, quoteId: start.quote.quoteId });
  if (result.kind === 'cancelled') throw new ApiCancelled();
  if (result.kind === 'error') {
    const name = errorEntryByCode(result.code)?.name;
    return { kind: 'refused', reason: routedRefusals.find((reason) => reason === name) ?? 'other' };
  }
  services.buyDraft.set((draft) => ({ ...draft, order, quote: start.quote, bankCode: start.bankCode, orderNo: result.data.orderNo }));
  notifyHost('orderCreated', { orderNo: result.data.orderNo, side: 'buy' });
  return { kind: 'placed', orderNo: result.data.orderNo };
}

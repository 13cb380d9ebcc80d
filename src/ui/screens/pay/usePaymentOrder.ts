import { useCallback, useEffect } from 'react';
import { buyOrderDetails } from '../../../api/endpoints/buy';
import { methodByCode } from '../../../shared/config/paymentMethods';
import type { BuyOrderDetails } from '../../../shared/generated/api/buy.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { useServices } from '../../app/services';
import { useNavigator } from '../../router/hooks';
import { useStore } from '../../state/store';
import { useOrderDetails, type DetailsState } from '../history/useOrderDetails';

/** The order a payment page pays, once the server has answered for it. */
export interface PaymentOrder {
  orderNo: string;
  order: BuyOrderDetails;
  /** The order's method from the catalogue (config/payment-methods.json). */
  method: PaymentMethod | undefined;
  /** The issuing bank of a virtual-account or bank-group method, when known (see paymentOrderOf). */
  bankCode: string | null;
}

export type PaymentOrderState = Exclude<DetailsState<BuyOrderDetails>, { kind: 'ready' }> | ({ kind: 'ready' } & PaymentOrder);

/**
 * The bank of an order: the one its issued instructions name, else the one picked on the method
 * list for this very order (the session draft is another order's once a second one was placed).
 */
export function bankCodeOf(order: BuyOrderDetails, draft: { orderNo: string | null; bankCode: string | null }): string | null {
  if (order.payInstructions?.kind === 'virtualAccount') return order.payInstructions.bankCode;
  return draft.orderNo === order.orderNo ? draft.bankCode : null;
}

/**
 * The buy order a payment page pays, read from the server by its number (the query's, else the
 * session draft's) on every arrival (product §7 GET /trade/query/buy/order/details): its method,
 * amounts, deadline and issued instructions are the server's, so a reload, a new tab or an order
 * resumed from the history shows the same page as the buy flow did. Only a page with no order
 * number at all goes back to home. `reload` asks again after a failed read.
 */
export function usePaymentOrder(query: URLSearchParams): [PaymentOrderState, () => void] {
  const services = useServices();
  const navigator = useNavigator();
  const draft = useStore(services.buyDraft);
  const orderNo = query.get('orderNo') ?? draft.orderNo ?? '';
  const load = useCallback((no: string) => buyOrderDetails(services.api, no), [services.api]);
  const [state, reload] = useOrderDetails(orderNo, load);
  useEffect(() => {
    if (orderNo === '') navigator.navigate('index', undefined, { replace: true });
  }, [orderNo, navigator]);
  if (orderNo === '') return [{ kind: 'loading' }, reload];
  if (state.kind !== 'ready') return [state, reload];
  const order = state.order;
  return [{ kind: 'ready', orderNo, order, method: methodByCode('buy', order.payWayCode), bankCode: bankCodeOf(order, draft) }, reload];
}

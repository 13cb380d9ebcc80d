import { methodByCode } from '../../../shared/config/paymentMethods';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import { useBuyDraft } from '../buy/useBuyDraft';

/** The order a payment page pays: its number (query or draft), its method from the catalogue. */
export function usePaymentOrder(query: URLSearchParams) {
  const draft = useBuyDraft(['order']);
  const orderNo = query.get('orderNo') ?? draft.orderNo;
  const payWayCode = draft.order?.payWayCode;
  const method: PaymentMethod | undefined = payWayCode ? methodByCode('buy', payWayCode) : undefined;
  return { draft, orderNo, method };
}

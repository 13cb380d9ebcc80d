import type { QuoteForm } from '../../../engine/quote/quoteMachine';
import type { BuyDraft } from '../../state/buyDraft';

/**
 * Product §4 "Returning to home with a saved pay way restarts the basic info load": the buy tab mounts
 * afresh and quotes again with the pay way the buyer chose on /paymentMethod, while the fiat, the
 * country and the merchant session are still the ones it was chosen in, so the fee panel shows that
 * method's fees. Any other fiat, country or merchant context (a merchant link opened since, or the
 * plain checkout after one) quotes without it: a method is offered per fiat, country and merchant.
 */
export function withSavedPayWay(form: QuoteForm, draft: BuyDraft, merchantAppId: string | null): QuoteForm {
  const order = draft.order;
  if (!order?.payWayCode || order.fiatCurrency !== form.fiat || order.alpha2 !== form.alpha2 || draft.merchantAppId !== merchantAppId) return form;
  return { ...form, payWayCode: order.payWayCode };
}

import type { QuoteForm } from '../../../engine/quote/quoteMachine';
import type { BuyDraft } from '../../state/buyDraft';

/**
 * Spec §4 "Returning to home with a saved pay way restarts the basic info load": the buy tab mounts
 * afresh and quotes again with the pay way the buyer chose on /paymentMethod, while the fiat and
 * country are still the ones it was chosen for, so the fee panel shows that method's fees (and no
 * estimate note). Another fiat quotes without it (the quote machine drops it).
 */
export function withSavedPayWay(form: QuoteForm, draft: BuyDraft): QuoteForm {
  const order = draft.order;
  if (!order?.payWayCode || order.fiatCurrency !== form.fiat || order.alpha2 !== form.alpha2) return form;
  return { ...form, payWayCode: order.payWayCode };
}

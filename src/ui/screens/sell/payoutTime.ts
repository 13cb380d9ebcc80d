import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';

/** Method types paid out to a card (spec §9: card payout up to 15 minutes); wallets pay to the card in them. */
const cardTypes: ReadonlySet<PaymentMethod['type']> = new Set(['card', 'applePay', 'googlePay']);

/** The locale key of how long a payout by this method takes (spec §9: card up to 15 minutes, bank account 2-3 days). */
export function payoutTimeKey(method: Pick<PaymentMethod, 'type'>): string {
  if (cardTypes.has(method.type)) return 'sell.form.cardPayoutTime';
  if (method.type === 'eWallet') return 'sell.form.walletPayoutTime';
  return 'sell.form.bankPayoutTime';
}

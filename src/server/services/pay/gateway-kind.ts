import type { PaymentMethodType } from '../../../shared/generated/payment-methods.schema';

/**
 * Which processor serves a method family: cards and the wallets that carry a card (Apple Pay,
 * Google Pay) go to the card gateway; every other family issues instructions through the local
 * scheme gateway. Exhaustive over the catalogue's type enum, so a new family must be placed here.
 */
const gatewayByType: Record<PaymentMethodType, 'card' | 'local'> = {
  card: 'card',
  applePay: 'card',
  googlePay: 'card',
  eWallet: 'local',
  qrCode: 'local',
  virtualAccount: 'local',
  binancePay: 'local',
  bankTransfer: 'local',
  localScheme: 'local',
  bankGroup: 'local',
};

export function gatewayFor(type: PaymentMethodType): 'card' | 'local' {
  return gatewayByType[type];
}

import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A retry choice after a failed payment (product §4): its family's phrase with the method's name where
 * the phrase has room for it ("Pay with DANA", "Pay with PayNow (QR code)"). One phrase, not a family
 * label plus a name, so a method named like its family ("Pay with Apple Pay") is not said twice.
 */
export function retryLabel(t: Translate, method: Pick<PaymentMethod, 'type' | 'nameKey'>): string {
  return t(`result.retry.${method.type}`, { method: t(method.nameKey) });
}

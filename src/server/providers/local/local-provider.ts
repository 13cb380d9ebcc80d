import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import type { PaymentInstructions } from '../../../shared/generated/api/pay.schema';
import type { EventParser, PaymentFact } from '../facts';

/** What the payer is told to do, by kind (schemas/api/pay.schema.json: QR, VA, cashier-desk and redirect pages). */
export type { PaymentInstructions };

export interface LocalPaymentRequest {
  /** The same key answers the same payment and instructions. */
  idempotencyKey: string;
  orderNo: string;
  method: PaymentMethod;
  fiat: string;
  amount: string;
  /** The issuing bank the payer chose (virtual-account methods). */
  bankCode?: string;
}

/**
 * A local-scheme processor (PIX, SPEI, VA, QRIS, bank transfer, e-wallets): it issues payment
 * instructions under its reference; the payment is reported later, as a signed event or a status.
 */
export interface LocalProvider {
  createPayment(request: LocalPaymentRequest): Promise<{ reference: string; instructions: PaymentInstructions }>;
  paymentStatus(reference: string): Promise<PaymentFact>;
  /** The payer switched method: the instructions must not take money any more. */
  cancel(reference: string): Promise<void>;
  /** Crypto-exchange wallet pay: whether the exchange account behind this e-mail can pay in the coin. */
  checkWallet(coin: string, email: string): Promise<boolean>;
  events: EventParser;
}

import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';
import type { PaymentInstructions } from '../../../shared/generated/api/pay.schema';

/** What the payer is told to do, by kind (schemas/api/pay.schema.json: QR, VA, cashier-desk and redirect pages). */
export type { PaymentInstructions };

export interface LocalPaymentRequest {
  orderNo: string;
  method: PaymentMethod;
  fiat: string;
  amount: string;
  /** The issuing bank the payer chose (virtual-account methods). */
  bankCode?: string;
}

/**
 * A local-scheme processor (PIX, SPEI, VA, QRIS, bank transfer, e-wallets): it issues payment
 * instructions; payment confirmation arrives later (a webhook in production, the sandbox
 * "mark paid" action here).
 */
export interface LocalGateway {
  instructionsFor(request: LocalPaymentRequest): PaymentInstructions;
  /** Crypto-exchange wallet pay: whether the exchange account behind this e-mail can pay in the coin. */
  checkWallet(coin: string, email: string): boolean;
}

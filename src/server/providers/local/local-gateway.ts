import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';

/** What the payer is told to do, by kind (shown on the QR, VA, cashier-desk and redirect pages). */
export type PaymentInstructions =
  | { kind: 'pix'; copyPaste: string }
  | { kind: 'spei'; clabe: string; beneficiary: string; reference: string }
  | { kind: 'virtualAccount'; bankCode: string; vaNumber: string }
  | { kind: 'qr'; qrPayload: string }
  | { kind: 'bankDetails'; details: Record<string, string>; reference: string }
  | { kind: 'redirect'; payUrl: string };

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

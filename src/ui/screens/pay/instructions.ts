import type { PaymentInstructions } from '../../../shared/generated/api/pay.schema';

/** The route that shows a kind of instructions on a page of its own (spec §2 wait/redirect and QR pages). */
export function instructionsRoute(instructions: PaymentInstructions): string | undefined {
  if (instructions.kind === 'redirect') return 'payRedirect';
  if (instructions.kind === 'qr') return 'qrCodePay';
  return undefined;
}

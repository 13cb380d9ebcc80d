import { routeByPath } from '../../../shared/config/routes';
import type { PaymentInstructions } from '../../../shared/generated/api/pay.schema';
import type { PaymentMethod } from '../../../shared/generated/payment-methods.schema';

/** The route that shows a kind of instructions on a page of its own (product §2 wait/redirect and QR pages). */
export function instructionsRoute(instructions: PaymentInstructions): string | undefined {
  if (instructions.kind === 'redirect') return 'payRedirect';
  if (instructions.kind === 'qr') return 'qrCodePay';
  return undefined;
}

/**
 * Where an unpaid order is paid (opened with its orderNo): the page of its issued instructions
 * when they have one, else its method's payment page (config/payment-methods.json routerPath).
 */
export function paymentPageOf(order: { payInstructions: PaymentInstructions | null }, method: Pick<PaymentMethod, 'routerPath'>): string | undefined {
  const own = order.payInstructions ? instructionsRoute(order.payInstructions) : undefined;
  return own ?? routeByPath(method.routerPath)?.name;
}

import type { ApiClient } from '../../../api/client';
import { payByCard } from '../../../api/endpoints/buy';
import { failureOf } from '../../../api/unwrap';
import { errorEntryByCode } from '../../../shared/config/errors';
import type { SubmittedPayment } from '../../../engine/buy/payButtonMachine';
import type { CardPaymentBody } from '../../../shared/generated/api/pay.schema';

/**
 * POST /pay/card/submit for the card page and the wallet sheet. A declined card is a decided
 * payment like an approved one: the payment result shows its §8 message and the §4 choices. A
 * charge that requires action answers where the payer takes the processor's step (3-D Secure).
 * Any other refusal throws, so the pay button goes back to ready.
 */
export async function chargeCard(api: ApiClient, body: CardPaymentBody): Promise<SubmittedPayment> {
  const result = await payByCard(api, body);
  if (result.kind === 'ok' && result.data.result === 'requiresAction' && result.data.actionUrl)
    return { orderNo: body.orderNo, actionUrl: result.data.actionUrl };
  if (result.kind === 'ok' || (result.kind === 'error' && errorEntryByCode(result.code)?.cardResult)) return { orderNo: body.orderNo };
  throw failureOf(result);
}

import { buyOrderDetails } from '../../api/endpoints/buy';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';
import type { BuyOrderDetails, BuyOrderStatus } from '../../shared/generated/api/buy.schema';

/** i18n key of each spec §4 buy status (status.buy.*: Confirming, Processing, Completed, Failed, Failed to send crypto, Closed). */
export const buyStatusKey: Record<BuyOrderStatus, string> = {
  unpaid: 'status.buy.confirming',
  processing: 'status.buy.processing',
  completed: 'status.buy.completed',
  failed: 'status.buy.failed',
  failedToSend: 'status.buy.cryptoSendFailed',
  closed: 'status.buy.closed',
};

/** A status that will not change by itself any more. */
export const isSettledBuyStatus = (status: BuyOrderStatus) => status !== 'unpaid' && status !== 'processing';

export async function loadBuyOrder(api: ApiClient, orderNo: string): Promise<BuyOrderDetails> {
  return unwrap(await buyOrderDetails(api, orderNo));
}

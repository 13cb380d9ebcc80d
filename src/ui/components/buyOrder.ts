import { buyOrderDetails } from '../../api/endpoints/buy';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';

/** The buy order as GET /trade/query/buy/order/details answers it (server: buyOrderView, spec §3). */
export interface BuyOrderView {
  orderNo: string;
  status: BuyStatus;
  fiat: string;
  crypto: string;
  network: string;
  address: string;
  fiatAmount: string;
  cryptoAmount: string;
  txId: string | null;
  resultCode: string | null;
}

/** Spec §4 buy order statuses as the API names them. */
export type BuyStatus = 'unpaid' | 'processing' | 'completed' | 'failed' | 'failedToSend' | 'closed';

/** i18n key of each status (status.buy.*: Confirming, Processing, Completed, Failed, Failed to send crypto, Closed). */
export const buyStatusKey: Record<BuyStatus, string> = {
  unpaid: 'status.buy.confirming',
  processing: 'status.buy.processing',
  completed: 'status.buy.completed',
  failed: 'status.buy.failed',
  failedToSend: 'status.buy.cryptoSendFailed',
  closed: 'status.buy.closed',
};

/** A status that will not change by itself any more. */
export const isSettledBuyStatus = (status: BuyStatus) => status !== 'unpaid' && status !== 'processing';

export async function loadBuyOrder(api: ApiClient, orderNo: string): Promise<BuyOrderView> {
  return unwrap(await buyOrderDetails(api, orderNo)) as BuyOrderView;
}

import type { BuyOrderStatus } from '../../shared/generated/api/buy.schema';

/** i18n key of each product §4 buy status (status.buy.*: Confirming, Processing, Completed, Failed, Failed to send crypto, Closed). */
export const buyStatusKey: Record<BuyOrderStatus, string> = {
  unpaid: 'status.buy.confirming',
  processing: 'status.buy.processing',
  completed: 'status.buy.completed',
  failed: 'status.buy.failed',
  failedToSend: 'status.buy.cryptoSendFailed',
  closed: 'status.buy.closed',
};

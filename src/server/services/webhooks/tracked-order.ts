import type { BuyOrderStatus } from '../../../shared/generated/api/buy.schema';
import type { MerchantOrder } from '../../../shared/generated/api/merchant.schema';
import type { WebhookEventType } from '../../../shared/generated/api/merchant-webhooks.schema';
import type { SellOrderStatus } from '../../../shared/generated/api/sell.schema';
import { buyStatusChangeTimesOf, buyStatusOf, type BuyOrderRow } from '../orders/buy-order-row';
import { merchantBuyOrderView, merchantSellOrderView } from '../orders/merchant-order';
import { sellStatusChangeTimesOf, sellStatusOf, type SellOrderRow } from '../sell/sell-order-row';

export type OrderSide = 'buy' | 'sell';

/** The table of each side's orders. */
export const orderTables = { buy: 'buy_orders', sell: 'sell_orders' } as const;

/**
 * The event a status change is reported as (schemas/api/merchant-webhooks.schema.json
 * webhookEventType); order.created is the order's first event whatever its status.
 */
const buyEventTypes: Record<BuyOrderStatus, WebhookEventType> = {
  unpaid: 'order.awaiting_payment',
  processing: 'order.paid',
  completed: 'order.completed',
  failed: 'order.failed',
  failedToSend: 'order.crypto_not_sent',
  closed: 'order.closed',
};

const sellEventTypes: Record<SellOrderStatus, WebhookEventType> = {
  awaitingDeposit: 'order.awaiting_payment',
  cryptoSent: 'order.paid',
  blockConfirmed: 'order.processing',
  confirmOrder: 'order.processing',
  inTransfer: 'order.processing',
  completed: 'order.completed',
  failed: 'order.failed',
  closed: 'order.closed',
  refunding: 'order.refunding',
  refunded: 'order.refunded',
};

/** An order of either side as the outbox sees it: its bookkeeping, and its status and merchant view at any time. */
export interface TrackedOrder {
  side: OrderSide;
  orderNo: string;
  appId: string | null;
  reportedStatus: string | null;
  reportedUntil: number | null;
  createdAt: number;
  /** The status the order shows at `at`, and the event a change into it is reported as. */
  statusAt(at: number): { status: string; type: WebhookEventType };
  /** When the status may change with time alone (see buyStatusChangeTimes, sellStatusChangeTimes). */
  statusChangeTimes(): number[];
  merchantViewAt(at: number): MerchantOrder;
}

export function trackedBuyOrder(row: BuyOrderRow): TrackedOrder {
  return {
    side: 'buy',
    orderNo: row.order_no,
    appId: row.app_id,
    reportedStatus: row.reported_status,
    reportedUntil: row.reported_until,
    createdAt: row.created_at,
    statusAt: (at) => {
      const status = buyStatusOf(row, at);
      return { status, type: buyEventTypes[status] };
    },
    statusChangeTimes: () => buyStatusChangeTimesOf(row),
    merchantViewAt: (at) => merchantBuyOrderView(row, at),
  };
}

export function trackedSellOrder(row: SellOrderRow): TrackedOrder {
  return {
    side: 'sell',
    orderNo: row.order_no,
    appId: row.app_id,
    reportedStatus: row.reported_status,
    reportedUntil: row.reported_until,
    createdAt: row.created_at,
    statusAt: (at) => {
      const status = sellStatusOf(row, at);
      return { status, type: sellEventTypes[status] };
    },
    statusChangeTimes: () => sellStatusChangeTimesOf(row),
    merchantViewAt: (at) => merchantSellOrderView(row, at),
  };
}

/** A row read from the side's table, tracked. */
export function trackedOrder(side: OrderSide, row: BuyOrderRow | SellOrderRow): TrackedOrder {
  return side === 'buy' ? trackedBuyOrder(row as BuyOrderRow) : trackedSellOrder(row as SellOrderRow);
}

import type { BuyOrderStatus } from '../../../shared/generated/api/buy.schema';
import type { MerchantOrder } from '../../../shared/generated/api/merchant.schema';
import type { WebhookEventType } from '../../../shared/generated/api/merchant-webhooks.schema';
import type { SellOrderStatus } from '../../../shared/generated/api/sell.schema';
import { buyLifecycle, sellLifecycle, type BuyEvent, type SellEvent } from '../../settlement/lifecycles';
import type { BuyOrderRow } from '../buy/buy-order-row';
import { merchantBuyOrderView, merchantSellOrderView } from '../orders/merchant-order';
import type { SellOrderRow } from '../sell/sell-order-row';

export type OrderSide = 'buy' | 'sell';

/** The table of each side's orders. */
export const orderTables = { buy: 'buy_orders', sell: 'sell_orders' } as const;

/** Each side's lifecycle (settlement/lifecycles.ts): every status change of an order goes through it. */
export const lifecycles = { buy: buyLifecycle, sell: sellLifecycle } as const;

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

export type OrderRowOf<Side extends OrderSide> = Side extends 'buy' ? BuyOrderRow : SellOrderRow;
export type OrderStatusOf<Side extends OrderSide> = Side extends 'buy' ? BuyOrderStatus : SellOrderStatus;
export type OrderEventOf<Side extends OrderSide> = Side extends 'buy' ? BuyEvent : SellEvent;

/** An order of either side as the outbox sees it: its bookkeeping, the event its status is reported as, and its merchant view. */
export interface TrackedOrder {
  side: OrderSide;
  orderNo: string;
  appId: string | null;
  reportedStatus: string | null;
  status: string;
  eventType: WebhookEventType;
  merchantViewAt(at: number): MerchantOrder;
}

export function trackedBuyOrder(row: BuyOrderRow): TrackedOrder {
  return {
    side: 'buy',
    orderNo: row.order_no,
    appId: row.app_id,
    reportedStatus: row.reported_status,
    status: row.status,
    eventType: buyEventTypes[row.status],
    merchantViewAt: (at) => merchantBuyOrderView(row, at),
  };
}

export function trackedSellOrder(row: SellOrderRow): TrackedOrder {
  return {
    side: 'sell',
    orderNo: row.order_no,
    appId: row.app_id,
    reportedStatus: row.reported_status,
    status: row.status,
    eventType: sellEventTypes[row.status],
    merchantViewAt: (at) => merchantSellOrderView(row, at),
  };
}

/** A row read from the side's table, tracked. */
export function trackedOrder(side: OrderSide, row: BuyOrderRow | SellOrderRow): TrackedOrder {
  return side === 'buy' ? trackedBuyOrder(row as BuyOrderRow) : trackedSellOrder(row as SellOrderRow);
}

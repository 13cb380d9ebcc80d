/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { BuyOrderStatus, SellOrderStatus } from './buy.schema';
export type { BuyOrderStatus, SellOrderStatus } from './buy.schema';
import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';

/**
 * Merchant webhooks (docs/embedding.md 'Webhooks'): the event Gangway POSTs to a merchant's webhookUrl, and the merchant server's signed calls that list recent deliveries and replay events. The root lists every shape so each gets a generated type.
 */
export type MerchantWebhooksApi =
  | WebhookEventType
  | WebhookHeaders
  | WebhookEvent
  | WebhookDeliveriesQuery
  | WebhookEventDeliveries
  | WebhookDeliveriesResponse
  | WebhookReplayBody
  | WebhookReplayResponse;
/**
 * What happened to the order; data.status says exactly which status it is now in.
 */
export type WebhookEventType =
  | 'order.created'
  | 'order.awaiting_payment'
  | 'order.paid'
  | 'order.processing'
  | 'order.completed'
  | 'order.failed'
  | 'order.crypto_not_sent'
  | 'order.closed'
  | 'order.refunding'
  | 'order.refunded';
/**
 * Buy: what the buyer pays. Sell: the payout.
 */
export type DecimalString = string;
/**
 * Buy: the crypto sent to the buyer. Sell: the crypto the order asked for.
 */
export type DecimalString1 = string;
/**
 * A money or crypto amount in plain decimal notation, as a string so no precision is lost ("100", "0.00123").
 */
export type DecimalString2 = string;
/**
 * The merchant's newest events, newest first, with their deliveries.
 */
export type WebhookDeliveriesResponse = Envelope & WebhookDeliveriesResponse1;
/**
 * POST /merchant/webhooks/replay, called by the merchant's server: send one event again (eventId) or every event since a time (since), oldest first. Every field is a string, signed like GET /merchant/order: HMAC-SHA256 with the merchant secret over every other field sorted by name as name=value joined by &.
 */
export type WebhookReplayBody = WebhookReplayBody1 & WebhookReplayBody2;
export type WebhookReplayBody1 = {
  [k: string]: unknown | undefined;
};
/**
 * How many events are queued to be sent again (an event already waiting to be sent counts and is sent once).
 */
export type WebhookReplayResponse = Envelope & WebhookReplayResponse1;

/**
 * The headers of every webhook POST that matter to the receiver (besides content-type: application/json).
 */
export interface WebhookHeaders {
  /**
   * The event's id, the same as the body's id: handle each id once.
   */
  'Gangway-Event-Id': string;
  /**
   * t=<unix seconds>,v1=<hex HMAC-SHA256, keyed with the merchant secret, of "<t>.<raw body>">. Compute it over the raw body as received, compare in constant time, and refuse a t too far from your clock.
   */
  'Gangway-Signature': string;
}
/**
 * The JSON body POSTed to the merchant's webhookUrl, with the Gangway-Event-Id and Gangway-Signature headers (webhookHeaders). The same event (same id, same body) on every attempt and replay.
 */
export interface WebhookEvent {
  /**
   * Unique per event: handle each id once.
   */
  id: string;
  type: WebhookEventType;
  /**
   * When the order changed status, epoch ms.
   */
  created: number;
  /**
   * 1 for the order's first event, one more for each later event of the same order: an event whose sequence is not above the last one handled for its order arrived late and is older news.
   */
  sequence: number;
  data: MerchantOrder;
}
/**
 * The order as GET /merchant/order answered it at that moment.
 */
export interface MerchantOrder {
  side: 'buy' | 'sell';
  orderNo: string;
  /**
   * The order status of its side (product §4); completed is the final success.
   */
  status: BuyOrderStatus | SellOrderStatus;
  fiat: string;
  fiatAmount: DecimalString;
  crypto: string;
  network: string;
  /**
   * Buy: where the crypto goes. When your link fixes the address, check it is yours: an order placed through an unsigned link of your app id goes where its buyer chose. Sell: null.
   */
  address: string | null;
  /**
   * Buy: the memo or tag sent with the crypto, when the network has one. Sell: null.
   */
  memo: string | null;
  cryptoAmount: DecimalString1;
  /**
   * Sell: the crypto that actually arrived, null before. Buy: always null.
   */
  actualCryptoAmount: DecimalString2 | null;
  /**
   * Buy: the transaction that sent the crypto, once confirmed. Sell: the deposit transaction, once seen.
   */
  txId: string | null;
  /**
   * Epoch ms.
   */
  createdAt: number;
}
/**
 * GET /merchant/webhooks/deliveries, called by the merchant's server: signed like GET /merchant/order (signature over every other parameter sorted by name, with the merchant secret), always with a fresh timestamp.
 */
export interface WebhookDeliveriesQuery {
  /**
   * The merchant's app id.
   */
  appId: string;
  /**
   * How many of the newest events to answer, 1 to 100; 50 when absent.
   */
  limit?: string;
  /**
   * When the request was signed, epoch ms.
   */
  timestamp: string;
  /**
   * hex HMAC-SHA256, keyed by the merchant secret, of the other parameters sorted by name as name=value joined by &.
   */
  signature: string;
}
/**
 * One event of the merchant and how its delivery went (never the order's data: GET /merchant/order answers that).
 */
export interface WebhookEventDeliveries {
  id: string;
  type: WebhookEventType;
  orderNo: string;
  sequence: number;
  /**
   * Epoch ms.
   */
  created: number;
  /**
   * pending: to be sent (or being sent) at nextAttemptAt. delivered: an attempt was answered 2xx. failed: every attempt of the retry schedule failed. skipped: the merchant had no webhookUrl when it was due.
   */
  state: 'pending' | 'delivered' | 'failed' | 'skipped';
  /**
   * Pending: when the next attempt is due, epoch ms. Otherwise null.
   */
  nextAttemptAt: number | null;
  /**
   * Epoch ms of the attempt answered 2xx.
   */
  deliveredAt: number | null;
  /**
   * The latest attempts, newest first (at most 10).
   */
  attempts: {
    /**
     * 1 for the first attempt, counted again from 1 after a replay.
     */
    attempt: number;
    /**
     * Epoch ms.
     */
    attemptedAt: number;
    durationMs: number;
    /**
     * Your endpoint's HTTP status; null when it did not answer.
     */
    statusCode: number | null;
    /**
     * Why an attempt without an answer failed (timeout, connection refused…).
     */
    error: string | null;
    delivered: boolean;
  }[];
}
export interface WebhookDeliveriesResponse1 {
  data: {
    events: WebhookEventDeliveries[];
  };
}
export interface WebhookReplayBody2 {
  /**
   * The merchant's app id.
   */
  appId: string;
  /**
   * The event to send again.
   */
  eventId?: string;
  /**
   * Send again every event created at or after this time, epoch ms (at most 500 per call; nextSince says where to go on).
   */
  since?: string;
  /**
   * When the request was signed, epoch ms.
   */
  timestamp: string;
  /**
   * hex HMAC-SHA256, keyed by the merchant secret, of the other fields sorted by name as name=value joined by &.
   */
  signature: string;
}
export interface WebhookReplayResponse1 {
  data: {
    queued: number;
    /**
     * A replay since a time stopped at its bound: call again with this since for the rest. Null when nothing is left.
     */
    nextSince: number | null;
  };
}

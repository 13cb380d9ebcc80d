/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';

/**
 * The intake of provider events (docs/providers.md): POST /providers/{adapter}/events takes the raw body the provider signed, asks the adapter named in the path to verify it, keeps it in the inbox and answers at once; the apply job changes the order later. The root lists every shape so each gets a generated type.
 */
export type ProvidersApi = ProviderEventParams | ProviderEventReceipt | ProviderEventReceiptResponse;
export type ProviderEventReceiptResponse = Envelope & ProviderEventReceiptResponse1;

export interface ProviderEventParams {
  /**
   * The adapter's name as config/providers.json selects it, e.g. sandbox.
   */
  adapter: string;
}
/**
 * stored: the event is in the inbox and will be applied; duplicate: an event of this adapter with this id was received before, and nothing more is done.
 */
export interface ProviderEventReceipt {
  received: 'stored' | 'duplicate';
}
export interface ProviderEventReceiptResponse1 {
  data: ProviderEventReceipt;
}

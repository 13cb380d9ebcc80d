/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { MerchantConfig } from './api/merchant.schema';
export type { MerchantConfig } from './api/merchant.schema';

/**
 * Partner merchants that embed the checkout (product §1, §3 Merchant state, §6). Secrets never live here: each merchant's link-signing secret comes from the environment variable MERCHANT_SECRET_<APPID> (app id upper-cased, non-alphanumerics as _).
 */
export interface MerchantsConfig {
  /**
   * Path or URL of this schema, for editors.
   */
  $schema?: string;
  /**
   * Every merchant allowed to embed the checkout, by app id.
   */
  merchants: Merchant[];
  webhooks: WebhookSettings;
}
/**
 * One merchant.
 */
export interface Merchant {
  /**
   * The app id the merchant sends in links (appId) and as the appid header.
   */
  appId: string;
  /**
   * The merchant's trading name, shown as is (a proper name, not translated).
   */
  name: string;
  /**
   * Product §3 merchantType (docs/embedding.md 'Merchant modes'). page: the merchant's page embeds the whole checkout; both tabs unless the link asks for table mode (showTable=1|true or type), and the crypto list is narrowed to the crypto and network the link fixes (product §7). api: the merchant's server prepares each order; every link must be signed, the checkout opens in table mode on the link's type (buy by default) with the merchant named above the form, and the values the link fixes cannot be changed. sell: a cash-out merchant whose users sell crypto for fiat; the checkout opens in table mode on the sell tab only, and a link with type=buy is refused.
   */
  mode: 'page' | 'api' | 'sell';
  merchantConfig: MerchantConfig;
  /**
   * Origins (scheme://host[:port]) a redirect url in the merchant's links may point to; any other redirect is refused.
   */
  redirectOrigins: string[];
  /**
   * Origins (scheme://host[:port]) of the merchant's pages that show the checkout in an <iframe> (docs/embedding.md). The checkout's pages may be framed by these origins and its own only (Content-Security-Policy frame-ancestors): any other site that frames them, to trick a user into clicking, gets nothing. Leave it out for a merchant that opens the checkout in a tab or a popup.
   */
  embedOrigins?: string[];
  /**
   * Link-signing secret used only when NODE_ENV is not production and MERCHANT_SECRET_<APPID> is unset; documented in docs/sandbox.md so integrators can try signed links.
   */
  sandboxSecret?: string;
  /**
   * How long a signed link stays usable after its timestamp when it is first checked; an older link is refused as expired (docs/embedding.md). Default: constants.json merchantLinkLifetimeMs (15 minutes).
   */
  linkLifetimeMs?: number;
  /**
   * A request from the merchant's server (GET /merchant/order) is refused when its timestamp is further than this from the server clock, either way. Default: constants.json signTimestampSkewMs.
   */
  signatureMaxAgeMs?: number;
  /**
   * How long a signed link, once accepted, may be checked again in the same browser session without its timestamp being fresh (the docking grant: re-docking after /verifyCode or /sellOrder, a reload).
   */
  dockingGrantMs: number;
  /**
   * Where the merchant's order events are POSTed, signed with its secret (docs/embedding.md 'Webhooks'). https in production: the server refuses to start on an http one there; http is for local testing. Without it no event is sent (each is kept as skipped, and can be replayed once a URL is set).
   */
  webhookUrl?: string;
}
/**
 * How order events are delivered to the merchants' webhookUrl (docs/embedding.md 'Webhooks').
 */
export interface WebhookSettings {
  /**
   * A delivery is a 2xx answer within this time; any other answer, a redirect or no answer in time is a failed attempt.
   */
  timeoutMs: number;
  /**
   * The wait before each retry, in order, after a failed attempt; when the attempt after the last wait fails too, the event is given up and marked failed (the merchant can still replay it).
   *
   * @minItems 1
   */
  retryScheduleMs: [number, ...number[]];
  /**
   * Each wait moves at random by up to this share of itself, either way, so retries to an endpoint that comes back do not all arrive at once.
   */
  jitterRatio: number;
  /**
   * How long an event that is no longer pending (delivered, failed or skipped) and its delivery attempts are kept, counted from the event's creation; then a periodic job deletes them (a bounded batch per pass), and the merchant can no longer list or replay them. 30 days by default.
   */
  retentionMs: number;
}

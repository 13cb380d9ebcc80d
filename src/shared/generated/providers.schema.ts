/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * Which adapter serves each kind of provider (docs/architecture.md 'Providers and settlement'), with its settings. Secrets never appear here: `secrets` names the environment variables that hold them. The sandbox adapters are the default of `npm start`; production refuses them unless allowed on purpose.
 */
export interface ProvidersConfig {
  /**
   * Path or URL of this schema, for editors. Ignored by the application.
   */
  $schema?: string;
  /**
   * The card processor: payments (browser token or card details), 3-D Secure, status, refunds.
   */
  card: Selection & {
    adapter?: 'sandbox';
  };
  /**
   * The local-scheme processor (PIX, SPEI, VA, QRIS, bank transfer, e-wallets): instructions, status, cancel.
   */
  local: Selection & {
    adapter?: 'sandbox';
  };
  /**
   * The identity-verification vendor: applicants, SDK tokens, decisions.
   */
  kyc: Selection & {
    adapter?: 'sandbox';
  };
  /**
   * The default chain adapter of networks that name none of their own in networks.json.
   */
  chain: Selection & {
    adapter?: 'sandbox';
  };
  /**
   * The fiat payout rail of sells: submit, status.
   */
  payout: Selection & {
    adapter?: 'sandbox';
  };
  /**
   * Reference prices of quotes, each with its time and sources: `sandbox` (config/assets.json's reference prices, docs/sandbox.md) or `market` (exchange tickers and fiat rates from live sources, docs/prices.md), whose settings are `marketPrices`.
   */
  prices: Selection & {
    adapter?: 'sandbox' | 'market';
    settings?: MarketPrices;
  };
  /**
   * How provider events are applied, how unfinished work is asked about again, and how chain transfers are sent (docs/providers.md 'Settlement').
   */
  settlement: {
    /**
     * The apply job of the provider-event inbox: every instance runs it and takes each event under FOR UPDATE SKIP LOCKED.
     */
    inbox: {
      /**
       * How often each instance looks for events to apply.
       */
      applyEveryMs: number;
      /**
       * Events taken per claim.
       */
      batch: number;
      /**
       * Events of different subjects an instance applies at once, each in its own transaction (keep it under the store's pool size); the events of one subject are applied one after the other, in the order received.
       */
      concurrency: number;
      /**
       * An event taken by an instance that died is taken again after this long.
       */
      leaseMs: number;
      /**
       * An apply that failed is tried again after this long, doubled on each attempt.
       */
      retryAfterMs: number;
      /**
       * After this many failed applies the event is dead-lettered (state dead) for ops.
       */
      maxAttempts: number;
      /**
       * Applied events, and the reconciler's finished watches, are deleted this long after they were received (a bounded batch per pass of the store cleanup); unmatched and dead events stay for ops.
       */
      retentionMs: number;
    };
    /**
     * Every payment, review, transfer, deposit or payout that is not final and has a provider reference is asked about again, so a lost event delays an order and never strands it.
     */
    reconciler: {
      /**
       * How often each instance looks for references due a check.
       */
      everyMs: number;
      /**
       * The first check of a reference after it was recorded (Hyperswitch's example: 60 s).
       */
      firstCheckAfterMs: number;
      /**
       * The checks after the first (Hyperswitch's example: every 5 min).
       */
      recheckEveryMs: number;
      /**
       * A reference not final this long after it was recorded is given up, with an ops alert (log line and metric).
       */
      giveUpAfterMs: number;
      /**
       * References checked per pass and instance.
       */
      batch: number;
    };
    /**
     * The chain_transfers queue (bought crypto, sell refunds), each sent with its idempotency key.
     */
    transfers: {
      /**
       * How often each instance looks for queued transfers.
       */
      sendEveryMs: number;
      /**
       * Transfers taken per pass.
       */
      batch: number;
      /**
       * A transfer taken by an instance that died is taken again after this long; its idempotency key keeps the chain from sending it twice.
       */
      leaseMs: number;
      /**
       * A send the chain adapter did not accept is tried again after this long.
       */
      retryAfterMs: number;
    };
    /**
     * The payment_refunds queue: the card payment of a buy order whose crypto could not be sent, refunded through the card adapter with its idempotency key.
     */
    refunds: {
      /**
       * How often each instance looks for queued refunds.
       */
      sendEveryMs: number;
      /**
       * Refunds taken per pass.
       */
      batch: number;
      /**
       * A refund taken by an instance that died is taken again after this long; its idempotency key keeps the processor from refunding twice.
       */
      leaseMs: number;
      /**
       * A refund the card adapter did not accept is asked again after this long.
       */
      retryAfterMs: number;
    };
  };
}
export interface Selection {
  /**
   * The adapter's name; `sandbox` is the test provider documented in docs/sandbox.md.
   */
  adapter: string;
  /**
   * The adapter's own settings (no secrets), as its documentation in docs/providers.md describes them.
   */
  settings?: {};
  /**
   * Each secret setting of the adapter, by name, and the environment variable that holds it.
   */
  secrets?: {
    [k: string]: string | undefined;
  };
}
/**
 * The market price adapter (docs/prices.md): crypto prices from exchange tickers read through CCXT, fiat rates from public rate sources, both fetched in the background by every instance and kept in memory, combined by median. A quote reads memory only, and is refused (busy) for a pair without enough fresh sources. Its settings are also valid, and unused, while the sandbox is selected.
 */
export interface MarketPrices {
  /**
   * The fiat of config/assets.json every crypto is priced in first and every fiat rate is relative to: each exchange symbol is quoted in it, or in a crypto whose own symbols are quoted in it (USDT).
   */
  baseFiat: string;
  /**
   * How long one request to a source may take (ms); a slower answer counts as the source's error.
   */
  timeoutMs: number;
  /**
   * Crypto prices: the last price of public spot tickers, no keys.
   */
  exchanges: {
    /**
     * How long each instance waits between two fetches of every exchange (ms, from the end of one to the start of the next).
     */
    refreshMs: number;
    /**
     * A ticker older than this (ms; its time is the exchange's own timestamp, or its arrival when the exchange gives none) is left out, and no quote is ever priced on a price older than this.
     */
    maxAgeMs: number;
    /**
     * A ticker further than this percentage from the median of its crypto's fresh tickers is left out of the price, logged and counted (gangway_price_outliers_total).
     */
    outlierPercent: string;
    /**
     * Fewest fresh tickers, outliers left out, that price a crypto; with fewer, quotes of that crypto are refused (busy).
     */
    minimumSources: number;
    /**
     * @minItems 1
     */
    sources: [ExchangeSource, ...ExchangeSource[]];
  };
  /**
   * Fiat rates: units of each fiat per one unit of baseFiat, from public sources with no key.
   */
  fiatRates: {
    /**
     * How long each instance waits between two fetches of every rate source (ms, from the end of one to the start of the next).
     */
    refreshMs: number;
    /**
     * A rate further than this percentage from the median of its fiat's fresh rates is left out, logged and counted. Two sources further apart than twice this leave the fiat unpriced.
     */
    outlierPercent: string;
    /**
     * Fewest fresh rates, outliers left out, that price a fiat other than baseFiat; with fewer, quotes in that fiat are refused (busy). Every fiat of config/assets.json must be listed by at least this many sources.
     */
    minimumSources: number;
    /**
     * @minItems 1
     */
    sources: [FiatRateSource, ...FiatRateSource[]];
  };
}
/**
 * One exchange, read through CCXT (only the exchanges named here are loaded).
 */
export interface ExchangeSource {
  /**
   * The CCXT exchange id (kraken, coinbaseexchange, okx, binance…); also the source's name in logs and metrics.
   */
  exchange: string;
  /**
   * true: one fetchTickers request for all the symbols (exchanges whose ticker endpoint takes a list, such as kraken, okx, binance); absent or false: one fetchTicker request per symbol.
   */
  batch?: boolean;
  /**
   * Replaces the origin of each of the exchange's API URLs (a proxy; a local server in tests). Absent: the exchange's own.
   */
  apiUrl?: string;
  /**
   * Per crypto of config/assets.json, the CCXT unified spot symbol whose last price prices it: CRYPTO/QUOTE, QUOTE being baseFiat or a crypto priced in baseFiat.
   */
  symbols: {
    [k: string]: string | undefined;
  };
}
/**
 * One public source of fiat rates.
 */
export interface FiatRateSource {
  /**
   * The source's name in logs and metrics, unique among the price sources.
   */
  name: string;
  /**
   * coinbase: GET {baseUrl}/v2/exchange-rates?currency={baseFiat}, Coinbase's public exchange rates (about 160 fiats), timed by their arrival. ecb: GET {baseUrl}/stats/eurofxref/eurofxref-daily.xml, the European Central Bank's reference rates (about 30 fiats, set once a working day), timed at the start (UTC) of their day.
   */
  format: 'coinbase' | 'ecb';
  /**
   * The source's origin (https://api.coinbase.com, https://www.ecb.europa.eu; a local server in tests).
   */
  baseUrl: string;
  /**
   * A rate older than this (ms) is left out. Daily rates need days: the ECB publishes none on weekends and TARGET holidays.
   */
  maxAgeMs: number;
  /**
   * The fiats of config/assets.json this source prices; other rates in its answer are ignored.
   *
   * @minItems 1
   */
  fiats: [string, ...string[]];
}

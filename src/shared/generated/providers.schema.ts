/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * Which adapter serves each kind of provider (ARCHITECTURE.md 'Providers and settlement'), with its settings. Secrets never appear here: `secrets` names the environment variables that hold them. The sandbox adapters are the default of `npm start`; production refuses them unless allowed on purpose.
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
   * Reference prices of quotes, each with its time and source.
   */
  prices: Selection & {
    adapter?: 'sandbox';
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

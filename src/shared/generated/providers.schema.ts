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

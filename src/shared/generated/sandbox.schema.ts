/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { TestCard } from './api/operations.schema';
export type { TestCard } from './api/operations.schema';

/**
 * Product §4 KYC statuses after waiting.
 */
export type KycOutcome = 'succeeded' | 'exception' | 'failed' | 'risk';
/**
 * A non-negative decimal written as a string.
 */
export type DecimalString = string;
/**
 * pix: BR Code copy-and-paste; spei: CLABE; virtualAccount: VA number for the chosen bank; qr: EMVCo QR payload; bankDetails: bank account and reference; redirect: a hosted page the user pays on.
 */
export type InstructionKind = 'pix' | 'spei' | 'virtualAccount' | 'qr' | 'bankDetails' | 'redirect';

/**
 * Test values of the sandbox providers (card gateway, local schemes, KYC, chain, payouts). Used only when no production credentials are configured; docs/sandbox.md lists every value and what it does.
 */
export interface SandboxConfig {
  /**
   * Path or URL of this schema, for editors. Ignored by the application.
   */
  $schema?: string;
  /**
   * Test card numbers (Luhn-valid). A number not listed here is approved like the first approved card.
   *
   * @minItems 1
   */
  cards: [TestCard, ...TestCard[]];
  /**
   * A charge of the timeout test card stays pending this long, then the gateway reports it timed out; until then the order takes no other charge.
   */
  cardTimeoutMs: number;
  /**
   * Domain names (ENS, Unstoppable, SPACE ID) the sandbox resolves, and the address each resolves to.
   */
  ens: {
    /**
     * The domain name, lower case, e.g. alice.eth.
     */
    name: string;
    /**
     * The EVM address it resolves to (EIP-55 checksummed).
     */
    address: string;
  }[];
  chain: {
    /**
     * A transfer the sandbox chain sends is mined at once and confirmed (or failed) this long after; a sell deposit is seen at once, confirmed after this long and final after twice this long. Each step is reported as a signed event.
     */
    confirmDelayMs: number;
    /**
     * Receiving addresses for which sending the crypto fails: the paid buy order ends with status failedToSend (product §4/§8 code 11).
     */
    failingAddresses: string[];
    /**
     * Deposit address per network code (networks.json) given to sell orders on that network; networks with a memo also get a per-order numeric memo.
     */
    depositAddresses: {
      [k: string]: string | undefined;
    };
  };
  kyc: {
    /**
     * A submitted review stays waiting this long before its outcome shows.
     */
    reviewDelayMs: number;
    /**
     * The review outcome chosen by the submitted last name (exact match, case-insensitive).
     */
    outcomesByLastName: {
      [k: string]: KycOutcome | undefined;
    };
    /**
     * Product §4 KYC statuses after waiting.
     */
    defaultOutcome: 'succeeded' | 'exception' | 'failed' | 'risk';
    limits: KycThresholds;
    sellLimits: KycThresholds1;
  };
  local: Local;
  payout: {
    /**
     * A payout account whose any field equals one of these values is rejected by the bank: the sell order ends failed, and the user may update the account or ask for a refund.
     */
    rejectedAccountValues: string[];
    /**
     * How long a fiat payout stays in progress before the bank's answer (paid or rejected) is reported as a signed event.
     */
    settleDelayMs: number;
    /**
     * Product §1/§4: a failed bank payout is refunded in this crypto on this network (USDT on Tron); the address is checked with that network's rules.
     */
    refund: {
      /**
       * Crypto symbol of assets.json.
       */
      crypto: string;
      /**
       * Network code of networks.json.
       */
      network: string;
    };
  };
  /**
   * How the sandbox reports: signed events posted to this server's POST /api/providers/sandbox/events (docs/providers.md), and the faults tests make it commit.
   */
  events: {
    /**
     * How often each instance posts the sandbox's due events.
     */
    deliverEveryMs: number;
    /**
     * An event signed longer ago than this (a replay) is refused by the intake, like a processor's signature tolerance.
     */
    toleranceMs: number;
    faults: SandboxFaults;
  };
  walletCheck: {
    /**
     * Exchange-wallet e-mails the wallet check answers false for.
     */
    rejectedEmails: string[];
  };
}
/**
 * KYC thresholds of buy orders, on the amount paid in.
 */
export interface KycThresholds {
  [k: string]:
    | {
        kyc: DecimalString;
        enhanced: DecimalString;
        verifiedQuota: DecimalString;
      }
    | undefined;
}
/**
 * KYC thresholds of sell orders, on the fiat paid out.
 */
export interface KycThresholds1 {
  [k: string]:
    | {
        kyc: DecimalString;
        enhanced: DecimalString;
        verifiedQuota: DecimalString;
      }
    | undefined;
}
/**
 * Realistic payment instructions of the sandbox local schemes.
 */
export interface Local {
  /**
   * Kind of instructions per catalogue method type.
   */
  instructionsByType: {
    [k: string]: InstructionKind | undefined;
  };
  /**
   * Kind of instructions for a payWayCode whose type alone does not decide it (PIX, SPEI); wins over instructionsByType.
   */
  instructionsByPayWayCode: {
    [k: string]: InstructionKind | undefined;
  };
  /**
   * Receiving PIX key and merchant fields of the BR Code (Banco Central do Brasil, Manual de Padrões para Iniciação do Pix).
   */
  pix: {
    key: string;
    merchantName: string;
    merchantCity: string;
  };
  /**
   * CLABE parts of the sandbox receiving accounts (one CLABE per order).
   */
  spei: {
    bankCode: number;
    cityCode: number;
    beneficiary: string;
  };
  /**
   * Company prefix of the virtual account number per bank code of a virtual-account method; the VA number is the prefix followed by digits of the order, 16 digits in all.
   */
  virtualAccountPrefixes: {
    [k: string]: string | undefined;
  };
  /**
   * EMVCo QR fields per fiat.
   */
  qr: {
    [k: string]: EmvQr | undefined;
  };
  /**
   * Receiving bank account shown for bank transfers (ACH, Wire, SEPA, FPS, cashier desk) per fiat; each field name has its label at flows.bankDetails.<name> in the locales.
   */
  bankDetails: {
    [k: string]:
      | {
          [k: string]: string | undefined;
        }
      | undefined;
  };
  /**
   * The sandbox gateway page (GET /api/sandbox/gateway/{orderNo}) that redirect schemes' payUrl opens, like a processor's test-mode checkout.
   */
  gateway: {
    /**
     * The merchant the page says the payer pays.
     */
    merchantName: string;
  };
}
/**
 * EMVCo merchant-presented QR (QRIS, PromptPay and similar) fields for one fiat.
 */
export interface EmvQr {
  /**
   * Merchant account information tag (26-51).
   */
  templateTag: string;
  /**
   * Globally unique identifier of the scheme (e.g. ID.CO.QRIS.WWW, or PromptPay's AID).
   */
  gui: string;
  /**
   * Merchant id inside the template (sub-tag 01).
   */
  merchantId: string;
  /**
   * ISO 4217 numeric code of the fiat.
   */
  currencyNumeric: string;
  countryCode: string;
  merchantName: string;
  merchantCity: string;
}
/**
 * Faults for tests; all off by default.
 */
export interface SandboxFaults {
  /**
   * Events of these facts (payment, review, transfer, deposit, payout, refund) are never posted: only the reconciler's status lookups find their outcome.
   */
  drop: ('payment' | 'review' | 'transfer' | 'deposit' | 'payout' | 'refund')[];
  /**
   * Every event is posted this many extra times.
   */
  duplicate: number;
  /**
   * Every event is posted this much later than it happened.
   */
  delayMs: number;
  /**
   * Due events are posted newest first.
   */
  reorder: boolean;
  /**
   * The first this many creates (card or local payment, payout, transfer) are recorded by the sandbox but answered with an error, as a processor that timed out or answered 500 after acting; a retry with the same idempotency key finds the same object.
   */
  failCreates: number;
}

/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';

/**
 * Payout accounts (product §3 sell payout details), validated with config/payout-forms/<country>.json.
 */
export type PayoutApi =
  PayoutAccountBody | PayoutAccountQuery | PayoutAccount | PayoutAccountResponse | PayoutAccountListResponse;
/**
 * Last change.
 */
export type EpochMs = number;
/**
 * The envelope around one payout account.
 */
export type PayoutAccountResponse = Envelope & PayoutAccountResponse1;
/**
 * GET /user/card/account/list: the user's payout accounts, last changed first.
 */
export type PayoutAccountListResponse = Envelope & PayoutAccountListResponse1;

/**
 * POST /user/card/account/saveOrUpdate.
 */
export interface PayoutAccountBody {
  /**
   * The account to update; left out to add one.
   */
  userAccountId?: string;
  /**
   * ISO 3166-1 alpha-2 country of the fiat.
   */
  alpha2: string;
  /**
   * payWayCode of the catalogue (config/payment-methods.json).
   */
  payWayCode: string;
  /**
   * The form's fields, checked against the country's payout form.
   */
  account: {
    [k: string]: string | undefined;
  };
}
/**
 * GET /user/card/account/list.
 */
export interface PayoutAccountQuery {
  /**
   * ISO 3166-1 alpha-2 country of the fiat.
   */
  alpha2?: string;
  /**
   * payWayCode of the catalogue (config/payment-methods.json).
   */
  payWayCode?: string;
}
/**
 * A saved payout account as the API shows it: the number that identifies it (account number, IBAN, PIX key…) as stars and its last four characters, tax ids and similar fields masked as product §9 says (config/constants.json payoutAccountVisibleLastChars, maskVisibleChars).
 */
export interface PayoutAccount {
  /**
   * Id to pay out to or update the account.
   */
  userAccountId: string;
  /**
   * Country of the payout form.
   */
  alpha2: string;
  /**
   * Payout method.
   */
  payWayCode: string;
  /**
   * The form fields of config/payout-forms/<country>.json, sensitive ones masked.
   */
  account: {
    [k: string]: string | undefined;
  };
  updatedAt: EpochMs;
  /**
   * When the payout rail rejected a payout to this account (epoch ms); null when it has not, or the account was changed since. A rejected account is never preselected.
   */
  rejectedAt: number | null;
}
export interface PayoutAccountResponse1 {
  data: PayoutAccount;
}
export interface PayoutAccountListResponse1 {
  data: PayoutAccount[];
}

/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * Payout accounts (spec §3 sell payout details), validated with config/payout-forms/<country>.json.
 */
export type PayoutApi = PayoutAccountBody | PayoutAccountQuery;

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

/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * Saved cards (spec §3: at most 6; only a gateway token, brand, last four, expiry and holder name are kept).
 */
export type CardsApi = SaveCardBody | DeleteCardBody;

/**
 * POST /user/card/submit.
 */
export interface SaveCardBody {
  /**
   * Card number.
   */
  cardNumber: string;
  /**
   * Expiry month.
   */
  cardExpireMonth: string;
  /**
   * Expiry year.
   */
  cardExpireYear: string;
  /**
   * Security code, checked and dropped.
   */
  cvv: string;
  /**
   * Holder first name.
   */
  firstname: string;
  /**
   * Holder last name.
   */
  lastname: string;
}
/**
 * POST /user/card/delete/.
 */
export interface DeleteCardBody {
  /**
   * The saved card.
   */
  userCardId: string;
}

/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';

/**
 * Saved cards (product §3: at most 6; only a gateway token, brand, last four, expiry and holder name are kept).
 */
export type CardsApi =
  SaveCardBody | DeleteCardBody | SavedCard | SavedCards | SavedCardsResponse | CardSaved | CardSavedResponse;
/**
 * The envelope around the saved cards.
 */
export type SavedCardsResponse = Envelope & SavedCardsResponse1;
/**
 * The envelope around a saved card.
 */
export type CardSavedResponse = Envelope & CardSavedResponse1;

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
/**
 * What the browser sees of a saved card: never the number, the CVV or the gateway token.
 */
export interface SavedCard {
  /**
   * Id to pay with or delete the card.
   */
  userCardId: string;
  /**
   * Card brand (visa, mastercard, ...).
   */
  brand: string;
  /**
   * Last four digits.
   */
  last4: string;
  /**
   * Expiry month.
   */
  cardExpireMonth: string;
  /**
   * Expiry year.
   */
  cardExpireYear: string;
}
/**
 * POST /user/card/delete/: the cards left.
 */
export interface SavedCards {
  /**
   * Every saved card, oldest first.
   */
  cards: SavedCard[];
}
export interface SavedCardsResponse1 {
  data: SavedCards;
}
/**
 * POST /user/card/submit: the new card and every saved card.
 */
export interface CardSaved {
  card: SavedCard;
  /**
   * Every saved card, oldest first.
   */
  cards: SavedCard[];
}
export interface CardSavedResponse1 {
  data: CardSaved;
}

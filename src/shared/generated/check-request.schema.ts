/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * One request to the validation CLI (`npm run --silent check -- --batch`, one JSON object per line). `kind` says which rule to apply; `lang` (optional, any of the interface languages) picks the language of the answer's message.
 */
export type CheckRequest =
  | AddressCheck
  | MemoCheck
  | CardCheck
  | FormatCheck
  | PayoutCheck
  | EmailCheck
  | CodeCheck
  | AmountInputCheck
  | BuyAmountCheck
  | SellAmountCheck;
/**
 * The value to check, as the user typed it.
 */
export type Text = string;
/**
 * Language of the answer's message (en-US, zh-HK, es, id, vi; close variants such as zh or es-MX are matched).
 */
export type Lang = string;
/**
 * An amount as the user typed it; text that is not a number gets the rule's own message.
 */
export type TypedAmount = string | number;
/**
 * A decimal amount: a string of digits with an optional fraction (every digit kept), or a JSON number.
 */
export type CheckAmount = string | number;

export interface AddressCheck {
  kind: 'address';
  /**
   * Network code of config/networks.json (TRX, ETH, ...).
   */
  network: string;
  /**
   * Crypto named in the message; the network's defaultCrypto when absent.
   */
  crypto?: string;
  value: Text;
  lang?: Lang;
}
export interface MemoCheck {
  kind: 'memo';
  network: string;
  value: Text;
  lang?: Lang;
}
export interface CardCheck {
  kind: 'card';
  value: Text;
  lang?: Lang;
}
export interface FormatCheck {
  kind: 'format';
  /**
   * A named format (iban, bic, cpf, clabe, ...).
   */
  format: string;
  value: Text;
  lang?: Lang;
}
export interface PayoutCheck {
  kind: 'payout';
  /**
   * ISO alpha-2 country with a form in config/payout-forms.
   */
  country: string;
  /**
   * The payout account as the sell form would submit it.
   */
  data: {};
  lang?: Lang;
}
export interface EmailCheck {
  kind: 'email';
  value: Text;
  lang?: Lang;
}
export interface CodeCheck {
  kind: 'code';
  value: Text;
  lang?: Lang;
}
export interface AmountInputCheck {
  kind: 'amount-input';
  value: Text;
  lang?: Lang;
}
export interface BuyAmountCheck {
  kind: 'buy-amount';
  fiat: string;
  value: TypedAmount;
  min: CheckAmount;
  max: CheckAmount;
  decimals: number;
  lang?: Lang;
}
export interface SellAmountCheck {
  kind: 'sell-amount';
  fiat: string;
  cryptoAmount: TypedAmount;
  fiatAmount: CheckAmount;
  fee: CheckAmount;
  minLimit: CheckAmount;
  maxLimit: CheckAmount;
  lang?: Lang;
}

/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * One file of config/payout-forms/: the bank details a seller fills in to receive the fiat payout of a sell order (product §3 'Sell payout details', product §5 'Sell bank forms'). A country file is either a full form or an alias to a shared form; files under shared/ are forms without a country.
 */
export type PayoutForm = CountryPayoutForm | PayoutFormAlias | SharedPayoutForm;
/**
 * Path or URL of this schema, for editors. Ignored by the application.
 */
export type EditorSchema = string;
/**
 * ISO 3166-1 alpha-2 code of the payout country; must match the file name (BR.json holds BR).
 */
export type Country = string;
/**
 * ISO 4217 code of the currency paid out to this account (BRL, EUR, ...).
 */
export type Fiat = string;
/**
 * Sell payout method this form collects details for. Leave it out to use the default sell payWayCode of config/constants.json (product §9: 19000).
 */
export type PayWayCode = string;
/**
 * An i18n key in the payout namespace, present in every locale.
 */
export type I18NKey = string;

/**
 * A complete payout form for one country.
 */
export interface CountryPayoutForm {
  $schema?: EditorSchema;
  country: Country;
  fiat: Fiat;
  payWayCode?: PayWayCode;
  schema: AccountSchema;
  uiSchema: PayoutUiSchema;
  accountSummary: PayoutAccountSummary;
}
/**
 * A JSON Schema (draft 2020-12) for the account data the seller submits. The browser and the server validate with the same compiled schema (src/shared/ajv.ts), so every rule here holds on both sides.
 */
export interface AccountSchema {
  /**
   * Account data is always one flat object of string fields.
   */
  type: 'object';
  /**
   * A note for maintainers, for example the source of a rule.
   */
  $comment?: string;
  /**
   * Every field the form can hold, by data property name (camelCase, e.g. accountNumber).
   */
  properties: {
    [k: string]: AccountFieldSchema | undefined;
  };
  /**
   * Fields that must be filled in. A missing one shows that field's 'Invalid X!' message; a blank string counts as missing.
   */
  required: string[];
  /**
   * Always false: a field the form does not declare is refused, so a typo in a client cannot slip through.
   */
  additionalProperties: false;
  /**
   * Cross-field rules (product §5), each an object of its own so its errorMessage covers only that rule.
   */
  allOf?: CrossFieldRule[];
  joinedFormat?: JoinedFormatRule;
}
/**
 * The rules of one field. Any failure shows the field's errorKey message ('Invalid X!', product §5).
 */
export interface AccountFieldSchema {
  /**
   * Every account field is a string, even digit-only ones, so leading zeros survive.
   */
  type: 'string';
  /**
   * A note for maintainers, for example the rule's source.
   */
  $comment?: string;
  /**
   * A named format with real check digits (iban, iban-sepa, bic, cpf, clabe, ...) or a standard one (email). Named formats ignore spaces, dots, hyphens, slashes and letter case.
   */
  format?: string;
  /**
   * A regular expression the whole value must match; anchor it with ^ and $.
   */
  pattern?: string;
  /**
   * Fewest characters allowed.
   */
  minLength?: number;
  /**
   * Most characters allowed.
   */
  maxLength?: number;
  /**
   * The only values allowed (account types, ID types); label each in uiSchema enumKeys.
   */
  enum?: string[];
  /**
   * How the typed value is cleaned before it is checked and stored. Every value is first NFKC-normalised (full-width digits become 0-9), trimmed and its runs of spaces made one. identifier: spaces, dots, hyphens and slashes dropped and letters upper-cased (account numbers, bank codes, ID numbers typed as 30.123.456 or 123-456789-001). upper: letters upper-cased (state codes, postcodes). iban: as identifier, and a value that starts with digits gets the form's country in front (a Polish NRB is an IBAN without PL).
   */
  normalize?: 'identifier' | 'upper' | 'iban';
  /**
   * true for a field that identifies an account or a person: an account, card or wallet number, a payment key or proxy (PIX key, PayNow NRIC or UEN), an ID or tax number. Every answer shows it masked (product §9: the first 4 characters, then a star for each one hidden), it is never put back into a form, and validate:config requires it on the accountSummary accountId fields and on fields with an identifying format (iban, clabe, cpf, ...). Names, addresses, bank and routing codes and contact details are shown as saved.
   */
  sensitive?: boolean;
  tokenize?: FieldTokenization;
}
/**
 * The field holds a secret the server must never store (a card number): on save it is exchanged for the card processor's token, and only the brand and last four digits are kept to show it.
 */
export interface FieldTokenization {
  /**
   * What the secret is; card numbers go to the card processor.
   */
  kind: 'card';
  /**
   * The field with the card's expiry (MM/YY), sent to the processor with the number.
   */
  expiryField: string;
  /**
   * The field with the cardholder's name, sent to the processor with the number.
   */
  holderField: string;
}
/**
 * A rule over several fields: 'not both empty' as anyOf of required, a conditional requirement as if/then, a type-dependent format as if/then on properties. errorMessage (an i18n key) replaces the rule's errors with one message, shown on the first field the rule names; without it each failing field shows its own 'Invalid X!'. 'if' holds the condition and 'then' what must hold when it matches.
 */
export interface CrossFieldRule {
  /**
   * The rule's source, e.g. 'product §5: swift code and location id cannot both be empty'.
   */
  $comment?: string;
  /**
   * At least one of these must hold.
   */
  anyOf?: Subschema[];
  if?: Subschema;
  then?: Subschema;
  /**
   * Fields required by this rule alone, so errorMessage can give them their own message.
   */
  required?: string[];
  /**
   * i18n key of the rule's own message, e.g. payout.rule.swiftOrLocationId.
   */
  errorMessage?: string;
}
/**
 * A JSON Schema over the account data (required, properties with const/pattern/format). Checked by ajv's strict mode when the form is compiled.
 */
export interface Subschema {
  [k: string]: unknown | undefined;
}
/**
 * A named format checked over several fields read as one string, for a check digit that spans them (Nigeria's NUBAN covers bank code and account). A failure is reported on the last field.
 */
export interface JoinedFormatRule {
  /**
   * A named format from src/shared/formats (nuban).
   */
  format: string;
  /**
   * The fields in the order they are joined.
   */
  fields: string[];
}
/**
 * How the form is shown (react-jsonschema-form uiSchema): field order, widgets and the i18n keys of labels, errors, placeholders and enum values. Holds no English.
 */
export interface PayoutUiSchema {
  /**
   * Every field of the schema, in the order the seller sees them.
   */
  'ui:order': string[];
  [k: string]: PayoutFieldUi | string[] | undefined;
}
/**
 * Display settings of one field; every field of the schema has one.
 */
export interface PayoutFieldUi {
  /**
   * Input kind; text when left out, select for enum fields.
   */
  'ui:widget'?: 'text' | 'select' | 'date' | 'tel' | 'email';
  'ui:options': {
    /**
     * i18n key of the field label (payout.field.<field>.label).
     */
    labelKey: string;
    /**
     * i18n key of the field's 'Invalid X!' message (payout.field.<field>.invalid).
     */
    errorKey: string;
    /**
     * i18n key of an example value or hint shown in the empty input.
     */
    placeholderKey?: string;
    /**
     * i18n key of the label of each enum value (SAVING -> payout.accountType.saving).
     */
    enumKeys?: {
      [k: string]: I18NKey | undefined;
    };
  };
}
/**
 * Which fields name a saved account in one line (sell confirm, order details, the saved-account choice): the holder's name, then the field that identifies the account, as the API shows it (masked).
 */
export interface PayoutAccountSummary {
  /**
   * The fields of the account holder's name, joined with a space in this order (fullName, or firstName then lastName). Each must be required by the schema.
   *
   * @minItems 1
   */
  holderName: [string, ...string[]];
  /**
   * The fields that identify the account, as alternatives: the first one filled in is shown (accountNumber; a PIX key, else the bank account number).
   *
   * @minItems 1
   */
  accountId: [string, ...string[]];
}
/**
 * A country that uses a shared form unchanged (the SEPA countries share shared/sepa.json).
 */
export interface PayoutFormAlias {
  $schema?: EditorSchema;
  country: Country;
  /**
   * The shared form to use, as its path under config/payout-forms/ without .json (shared/sepa).
   */
  use: string;
}
/**
 * A form shared by several countries (an alias uses it: SEPA) or named by a sell method for every country (a card or e-wallet payout: payment-methods.json payoutForm); it has no country of its own.
 */
export interface SharedPayoutForm {
  $schema?: EditorSchema;
  /**
   * ISO 4217 code of the currency paid out to this account (BRL, EUR, ...).
   */
  fiat?: string;
  payWayCode?: PayWayCode;
  schema: AccountSchema;
  uiSchema: PayoutUiSchema;
  accountSummary: PayoutAccountSummary;
}

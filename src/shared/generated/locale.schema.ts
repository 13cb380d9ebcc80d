/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * A message, or a group of messages.
 */
export type LocaleNode =
  | string
  | {
      [k: string]: LocaleNode | undefined;
    };

/**
 * One language's messages (config/locales/<lng>.json): nested groups of i18next messages. Keys are the same in every language; values use i18next interpolation ({{name}}) and plural suffixes (_one, _other).
 */
export interface LocaleMessages {
  $schema?: string;
  [k: string]: LocaleNode | string | undefined;
}

/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * A return code as it travels in the envelope's returnCode.
 */
export type Code = string;
/**
 * toast: show the server message for the toast time (product §8). logout: clear the session and go to the e-mail login. logoutHistoryAware: the same, but back to history after login when the user was in history (70006, 70008). accountDisabled: go to the account-disabled screen. caller: no global action; the screen that made the call decides.
 */
export type Behaviour = 'toast' | 'logout' | 'logoutHistoryAware' | 'accountDisabled' | 'caller';

/**
 * Return codes (product §8) and what the browser does with each. The server answers with these codes and their HTTP status; the browser's error policy reads the behaviour.
 */
export interface ErrorsConfig {
  $schema?: string;
  /**
   * A return code as it travels in the envelope's returnCode.
   */
  successCode: string;
  /**
   * Every known return code, once each.
   */
  codes: Entry[];
  /**
   * Behaviour for codes not listed in codes, by their first characters (product §8: any code starting with 4; any starting with 6 except 60007).
   */
  prefixRules: {
    prefix: string;
    except?: Code[];
    behaviour: Behaviour;
  }[];
  /**
   * toast: show the server message for the toast time (product §8). logout: clear the session and go to the e-mail login. logoutHistoryAware: the same, but back to history after login when the user was in history (70006, 70008). accountDisabled: go to the account-disabled screen. caller: no global action; the screen that made the call decides.
   */
  defaultBehaviour: 'toast' | 'logout' | 'logoutHistoryAware' | 'accountDisabled' | 'caller';
}
export interface Entry {
  code: Code;
  /**
   * The name the server uses to answer with this code (errorCode('quoteExpired')). Codes the server never sends may leave it out.
   */
  name?: string;
  behaviour: Behaviour;
  /**
   * HTTP status the server answers with this code (default 200).
   */
  httpStatus?: number;
  /**
   * i18n key of the message (the server's returnMsg in the caller's language, and the browser's fallback text).
   */
  messageKey?: string;
  /**
   * True for the card gateway result codes of product §8; the payment result screen shows their message and the failure choices.
   */
  cardResult?: boolean;
}

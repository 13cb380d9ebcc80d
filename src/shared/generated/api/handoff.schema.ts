/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';
import type { LoginData } from './account.schema';
export type { LoginData } from './account.schema';

/**
 * 'Continue in a new tab' (docs/embedding.md 'Continuing in a new tab'): an embedded checkout that cannot do a step in its frame hands the step to a new tab of the same browser through a short-lived, single-use token, so the user needs no second login and the order stays the same. The root lists every shape so each gets a generated type.
 */
export type HandoffApi =
  HandoffBody | Handoff | HandoffResponse | HandoffExchangeBody | HandoffExchange | HandoffExchangeResponse;
/**
 * A time as milliseconds since 1970-01-01 UTC.
 */
export type EpochMs = number;
export type HandoffResponse = Envelope & HandoffResponse1;
/**
 * The user's current KYC review (product §4), the same value /kyc/getKycStatus answers.
 */
export type KycStatus = 'none' | 'waiting' | 'succeeded' | 'exception' | 'failed' | 'risk';
export type HandoffExchangeResponse = Envelope & HandoffExchangeResponse1;

/**
 * POST /embed/handoff, signed: the step to continue (a route of config/routes.json), the order it is for, and what the step needs of the session.
 */
export interface HandoffBody {
  /**
   * The route name the new tab opens.
   */
  route: string;
  /**
   * The user's own order the step is for; the new tab opens it, never a new one.
   */
  orderNo?: string;
  /**
   * The interface language, kept in the new tab.
   */
  language?: string;
  sessionState: HandoffSessionState;
}
/**
 * What the step needs of the frame's session storage (the buy draft, the KYC level, the accepted merchant link), by storage key.
 */
export interface HandoffSessionState {
  [k: string]: string | undefined;
}
/**
 * The token to put in the new tab's address after #/handoff?token= (the fragment never travels in a Referer), and when it stops working.
 */
export interface Handoff {
  token: string;
  expiresAt: EpochMs;
}
export interface HandoffResponse1 {
  data: Handoff;
}
/**
 * POST /embed/handoff/exchange: the token, once. The answer's token and sign headers are the new tab's own session, as a login's.
 */
export interface HandoffExchangeBody {
  token: string;
}
/**
 * The signed-in user, and the step to open.
 */
export interface HandoffExchange {
  login: LoginData;
  route: string;
  orderNo: string | null;
  language: string | null;
  sessionState: HandoffSessionState;
}
export interface HandoffExchangeResponse1 {
  data: HandoffExchange;
}

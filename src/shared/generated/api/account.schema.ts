/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { Email, Envelope } from './common.schema';
export type { Email, Envelope } from './common.schema';

/**
 * Product §7 Account calls: e-mail code, login, logout, session check, and the development outbox. The root lists every shape so each gets a generated type.
 */
export type AccountApi =
  SendCodeBody | LoginBody | LoginData | LoginResponse | OutboxQuery | OutboxMail | OutboxResponse;
/**
 * The user's current KYC review (product §4), the same value /kyc/getKycStatus answers.
 */
export type KycStatus = 'none' | 'waiting' | 'succeeded' | 'exception' | 'failed' | 'risk';
/**
 * The envelope around the signed-in user's data.
 */
export type LoginResponse = Envelope & LoginResponse1;
/**
 * A time as milliseconds since 1970-01-01 UTC.
 */
export type EpochMs = number;
/**
 * The envelope around the outbox mails.
 */
export type OutboxResponse = Envelope & OutboxResponse1;

/**
 * POST /mail/sending: send a six-digit login code to this e-mail.
 */
export interface SendCodeBody {
  email: Email;
}
/**
 * POST /user/login: the e-mail and the code it received.
 */
export interface LoginBody {
  email: Email;
  /**
   * Product §5: the six-digit verification code.
   */
  code: string;
}
/**
 * Product §3 login response data. The token and the signing key travel in the token and sign response headers.
 */
export interface LoginData {
  email: string;
  /**
   * The user's number, stable across logins.
   */
  userNo: string;
  kycStatus: KycStatus;
}
export interface LoginResponse1 {
  data: LoginData;
}
/**
 * GET /dev/outbox (development only): mails sent to one address, newest first.
 */
export interface OutboxQuery {
  email: Email;
}
/**
 * One mail of the development outbox.
 */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: EpochMs;
}
export interface OutboxResponse1 {
  data: OutboxMail[];
}

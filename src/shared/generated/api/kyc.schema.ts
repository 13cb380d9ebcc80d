/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';

/**
 * Request and response bodies of the /kyc calls (product §7 KYC).
 */
export type KycApi =
  | KycIdentityBody
  | SandboxKycDocumentParams
  | KycIdentityView
  | KycSdkSubmitBody
  | KycOrderBody
  | KycRuleQuery
  | KycCheckBody
  | KycQuotaBody
  | KycStatus
  | KycStatusView
  | KycStatusResponse
  | KycQuota
  | KycQuotaResponse
  | KycResult
  | KycResultResponse
  | KycSdkToken
  | KycSdkTokenResponse
  | KycCheck
  | KycCheckResponse
  | KycThrough
  | KycThroughResponse
  | KycRule
  | KycRuleResponse
  | KycUserDetail
  | KycUserDetailResponse
  | BrazilCpf
  | BrazilCpfResponse
  | IdentityReview
  | IdentityReviewResponse
  | IdentityReviewCheck
  | IdentityReviewCheckResponse
  | KycPhoto
  | KycPhotoResponse
  | KycPhotoUploadBody;
/**
 * Product §4 KYC statuses: none (nothing submitted), waiting (in review), succeeded, exception (resubmit documents), failed (rejected), risk (the account cannot trade).
 */
export type KycStatus = 'none' | 'waiting' | 'succeeded' | 'exception' | 'failed' | 'risk';
/**
 * The envelope around the KYC status.
 */
export type KycStatusResponse = Envelope & KycStatusResponse1;
/**
 * Product §6 'Payment limit up to': the largest amount the user can pay now in the fiat: the order's amount range (the method's when payType is sent) capped by what the user's identity allows; 0 for an account at risk.
 */
export type DecimalString = string;
/**
 * The envelope around the payment limit.
 */
export type KycQuotaResponse = Envelope & KycQuotaResponse1;
/**
 * The envelope around the KYC result.
 */
export type KycResultResponse = Envelope & KycResultResponse1;
/**
 * The envelope around an SDK token.
 */
export type KycSdkTokenResponse = Envelope & KycSdkTokenResponse1;
/**
 * The envelope around a KYC check.
 */
export type KycCheckResponse = Envelope & KycCheckResponse1;
/**
 * The envelope around a KYC-through answer.
 */
export type KycThroughResponse = Envelope & KycThroughResponse1;
/**
 * The envelope around a KYC rule.
 */
export type KycRuleResponse = Envelope & KycRuleResponse1;
/**
 * Which photo: the ID document, the selfie, or the proof of address (level 2).
 */
export type KycPhotoKind = 'id' | 'selfie' | 'proofOfAddress';
/**
 * The envelope around the submitted identity.
 */
export type KycUserDetailResponse = Envelope & KycUserDetailResponse1;
/**
 * The envelope around the CPF.
 */
export type BrazilCpfResponse = Envelope & BrazilCpfResponse1;
/**
 * The envelope around the identity review.
 */
export type IdentityReviewResponse = Envelope & IdentityReviewResponse1;
/**
 * The envelope around an identity-review check.
 */
export type IdentityReviewCheckResponse = Envelope & IdentityReviewCheckResponse1;
/**
 * The envelope around an accepted photo.
 */
export type KycPhotoResponse = Envelope & KycPhotoResponse1;
/**
 * The image itself, sent with its own Content-Type (one of constants.photoTypes) and over photoMinBytes; the request sign covers an empty body.
 */
export type KycPhotoUploadBody = string;

/**
 * An identity as submitted (product §3 legend KYC form, Turkey form).
 */
export interface KycIdentityBody {
  /**
   * First name.
   */
  firstName: string;
  /**
   * Last name; the sandbox outcome follows it (docs/sandbox.md).
   */
  lastName: string;
  /**
   * Nationality, ISO alpha-2.
   */
  nationality?: string;
  /**
   * Birth date, YYYY-MM-DD.
   */
  birthDate?: string;
  /**
   * ID type.
   */
  idType?: string;
  /**
   * ID number.
   */
  idNumber?: string;
  /**
   * Country of residence.
   */
  country?: string;
  /**
   * State or province.
   */
  state?: string;
  /**
   * City.
   */
  city?: string;
  /**
   * Street address.
   */
  address?: string;
  /**
   * Postal code.
   */
  zipcode?: string;
  /**
   * US social security number.
   */
  ssn?: string;
}
/**
 * POST /sandbox/kyc/{token}/documents/{kind}: the sandbox capture SDK's upload of one photo, authorised by the SDK token.
 */
export interface SandboxKycDocumentParams {
  token: string;
  kind: 'id' | 'selfie' | 'proofOfAddress';
}
/**
 * An identity as the API shows it back: the submitted fields, ID numbers masked, so none of the submission patterns apply.
 */
export interface KycIdentityView {
  /**
   * First name.
   */
  firstName: string;
  /**
   * Last name; the sandbox outcome follows it (docs/sandbox.md).
   */
  lastName: string;
  /**
   * Nationality, ISO alpha-2.
   */
  nationality?: string;
  /**
   * Birth date, YYYY-MM-DD.
   */
  birthDate?: string;
  /**
   * ID type.
   */
  idType?: string;
  /**
   * ID number, masked (first 4 characters plus stars, product §9).
   */
  idNumber?: string;
  /**
   * Country of residence.
   */
  country?: string;
  /**
   * State or province.
   */
  state?: string;
  /**
   * City.
   */
  city?: string;
  /**
   * Street address.
   */
  address?: string;
  /**
   * Postal code.
   */
  zipcode?: string;
  /**
   * US social security number, masked (product §9).
   */
  ssn?: string;
}
/**
 * POST /kyc/onfidoCheckSubmit: the identity captured by the provider SDK.
 */
export interface KycSdkSubmitBody {
  /**
   * First name.
   */
  firstName: string;
  /**
   * Last name; the sandbox outcome follows it (docs/sandbox.md).
   */
  lastName: string;
  /**
   * Nationality, ISO alpha-2.
   */
  nationality?: string;
  /**
   * Birth date, YYYY-MM-DD.
   */
  birthDate?: string;
  /**
   * ID type.
   */
  idType?: string;
  /**
   * ID number.
   */
  idNumber?: string;
  /**
   * Country of residence.
   */
  country?: string;
  /**
   * State or province.
   */
  state?: string;
  /**
   * City.
   */
  city?: string;
  /**
   * Street address.
   */
  address?: string;
  /**
   * Postal code.
   */
  zipcode?: string;
  /**
   * US social security number.
   */
  ssn?: string;
  /**
   * The token of getKycToken or getToken/v2.
   */
  token: string;
}
/**
 * POST /kyc/buyKycThrough.
 */
export interface KycOrderBody {
  /**
   * Order number.
   */
  orderNo: string;
}
/**
 * GET /kyc/kycRule.
 */
export interface KycRuleQuery {
  /**
   * Order number.
   */
  orderNo: string;
  /**
   * Merchant app id; when sent, it must name a merchant of config/merchants.json.
   */
  appId?: string;
}
/**
 * POST /kyc/check: product §3 order check payload.
 */
export interface KycCheckBody {
  /**
   * Order amount in fiat.
   */
  orderAmount: string;
  /**
   * ISO 4217 fiat code.
   */
  fiat: string;
  /**
   * payWayCode of the side's catalogue (config/payment-methods.json). A method with a nationality rule asks for a verified identity whatever the amount (product §6).
   */
  payType?: string;
  /**
   * 1 buy, 2 sell: the side whose KYC thresholds apply (a sale's on the fiat paid out).
   */
  businessType: 1 | 2;
}
/**
 * POST /kyc/getQuota: the fiat, and optionally the side (businessType) and the method (payType) of the order the quota is for.
 */
export interface KycQuotaBody {
  /**
   * ISO 4217 fiat code.
   */
  fiat: string;
  /**
   * payWayCode of the side's catalogue (config/payment-methods.json); the quota then keeps within that method's range.
   */
  payType?: string;
  /**
   * 1 buy (the default), 2 sell.
   */
  businessType?: 1 | 2;
}
/**
 * POST /kyc/getKycStatus, /kyc/getSellKycStatus, /kyc/onfidoCheckSubmit and /kyc/legend/kycSubmit.
 */
export interface KycStatusView {
  kycStatus: KycStatus;
  /**
   * Level of the latest submission: 1 basic, 2 full document flow, 0 none.
   */
  kycLevel: number;
  /**
   * Product §3 levelIndex: level of the approved identity, 0 when none.
   */
  levelIndex: number;
}
export interface KycStatusResponse1 {
  data: KycStatusView;
}
/**
 * POST /kyc/getQuota: product §6 'Payment limit up to'.
 */
export interface KycQuota {
  /**
   * ISO 4217 fiat.
   */
  fiat: string;
  quota: DecimalString;
}
export interface KycQuotaResponse1 {
  data: KycQuota;
}
/**
 * POST /kyc/getKycResult: the status and, after a failed or exception review, its reasons (product §8).
 */
export interface KycResult {
  kycStatus: KycStatus;
  /**
   * Reason codes: submit your own ID, name must match the cardholder, no multiple IDs, resubmit documents.
   */
  reasons: ('ownId' | 'nameMatchesCardholder' | 'singleId' | 'resubmitDocuments')[];
}
export interface KycResultResponse1 {
  data: KycResult;
}
/**
 * POST /kyc/getKycToken (level 1) and /kyc/getToken/v2 (level 2): a token for the provider's capture SDK.
 */
export interface KycSdkToken {
  /**
   * Pass it to the SDK and back to /kyc/onfidoCheckSubmit.
   */
  token: string;
  /**
   * Where the capture SDK sends each photo: POST {captureUrl}/{kind} (kind id, selfie or proofOfAddress) with the image itself as the body. For the sandbox provider a path after the API base (/sandbox/kyc/{token}/documents); a vendor's https URL in production.
   */
  captureUrl: string;
  /**
   * The level the token submits for.
   */
  level: 1 | 2;
}
export interface KycSdkTokenResponse1 {
  data: KycSdkToken;
}
/**
 * POST /kyc/check: product §3 kyc check response.
 */
export interface KycCheck {
  /**
   * Product §4: 0 continue to payment, 1 go to /kycVerify, 2 go to /kycStatus.
   */
  kycFlag: 0 | 1 | 2;
  /**
   * Product §4: 2 uses the full document flow at /kycVerification.
   */
  userLevel: 1 | 2;
}
export interface KycCheckResponse1 {
  data: KycCheck;
}
/**
 * POST /kyc/buyKycThrough: product §3 buy KYC-through response.
 */
export interface KycThrough {
  /**
   * The order may go through with the identity the user has.
   */
  isKyc: boolean;
  /**
   * Level of the approved identity, 0 when none.
   */
  kycLevel: number;
}
export interface KycThroughResponse1 {
  data: KycThrough;
}
/**
 * GET /kyc/kycRule: product §3 rule response (Brazil pay).
 */
export interface KycRule {
  /**
   * Product §4: 1 check first, 2 buy through.
   */
  rule: 1 | 2;
}
export interface KycRuleResponse1 {
  data: KycRule;
}
/**
 * GET /kyc/findUserDetail and POST /kyc/legend/queryData: the identity to start a (re)submission from, ID numbers masked (product §9), and the photos it may keep.
 */
export interface KycUserDetail {
  kycStatus: KycStatus;
  /**
   * The latest submission's (or saved draft's) identity, else the one a decided review approved (a level 2 form starts from the approved level 1), or null.
   */
  identity: KycIdentityView | null;
  /**
   * The identity's fields shown masked: a submission sends them again in full.
   */
  masked: ('idNumber' | 'ssn')[];
  /**
   * The photos already uploaded that the next submission may keep rather than upload again: every kind uploaded, except that a review asking to resubmit documents voids those sent before it (an approved level 1's ID and selfie count for level 2).
   */
  photosKept: KycPhotoKind[];
}
export interface KycUserDetailResponse1 {
  data: KycUserDetail;
}
/**
 * GET /kyc/user/brazil/cpf: the CPF of an approved identity, masked.
 */
export interface BrazilCpf {
  /**
   * Masked CPF; null makes PIX unavailable (product §8).
   */
  cpf: string | null;
}
export interface BrazilCpfResponse1 {
  data: BrazilCpf;
}
/**
 * GET /kyc/auth/status and POST /kyc/auth/create: the identity review of cashier-desk transfers (product §4, 53001-53004).
 */
export interface IdentityReview {
  /**
   * 0 in review, 1 approved, 2 rejected, 4 resubmit; null when none was submitted (go to /fillInformation).
   */
  status: 0 | 1 | 2 | 4 | null;
}
export interface IdentityReviewResponse1 {
  data: IdentityReview;
}
/**
 * POST /kyc/auth/check: whether the identity review lets a cashier-desk transfer go ahead.
 */
export interface IdentityReviewCheck {
  /**
   * True when the review approved the identity.
   */
  passed: boolean;
  /**
   * As GET /kyc/auth/status.
   */
  status: 0 | 1 | 2 | 4 | null;
}
export interface IdentityReviewCheckResponse1 {
  data: IdentityReviewCheck;
}
/**
 * POST /kyc/legend/idFileUpload and selfieFileUpload: the photo was accepted; only its digest is kept.
 */
export interface KycPhoto {
  kind: KycPhotoKind;
  /**
   * Size of the photo.
   */
  sizeBytes: number;
  /**
   * Hex SHA-256 of the bytes.
   */
  sha256: string;
}
export interface KycPhotoResponse1 {
  data: KycPhoto;
}

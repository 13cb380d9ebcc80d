/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * Request bodies and queries of the /kyc calls (spec §7 KYC).
 */
export type KycApi = KycIdentityBody | KycSdkSubmitBody | KycOrderBody | KycRuleQuery | KycCheckBody | KycQuotaBody;

/**
 * An identity as submitted (spec §3 legend KYC form, Turkey form).
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
   * Merchant app id.
   */
  appId?: string;
}
/**
 * POST /kyc/check: spec §3 order check payload.
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
   * payWayCode of the catalogue (config/payment-methods.json).
   */
  payType?: string;
  /**
   * 1 buy, 2 sell.
   */
  businessType: 1 | 2;
}
/**
 * POST /kyc/getQuota.
 */
export interface KycQuotaBody {
  /**
   * ISO 4217 fiat code.
   */
  fiat: string;
}

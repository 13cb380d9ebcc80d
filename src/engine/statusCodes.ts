/**
 * Numeric answers of the API that decide a flow (product §4). They belong to the API contract, not
 * to config: the server sends them and these machines branch on them, in this one place.
 */

/** /kyc/check kycFlag: 0 continue to payment, 1 verify, 2 see the KYC status. */
export const kycFlag = { proceed: 0, verify: 1, pending: 2 } as const;

/** /kyc/check userLevel that uses the first provider flow at /kycVerification. */
export const firstProviderUserLevel = 2;

/** /kyc/kycRule rule of the Brazil pay: 1 check, 2 buy-through. */
export const brazilRule = { check: 1, buyThrough: 2 } as const;

/** /kyc/check and /kyc/getQuota businessType of each side (product §7: 1 buy, 2 sell). */
export const businessTypeOf = { buy: 1, sell: 2 } as const;

/** /kyc/check businessType of a buy order (product §7). */
export const buyBusinessType = businessTypeOf.buy;

/** GET /kyc/auth/status identity review status (product §4 /id_authentication?status=N): 0 in review, 1 approved, 2 rejected, 4 resubmit. */
export const identityReviewStatus = { inReview: 0, approved: 1, rejected: 2, resubmit: 4 } as const;

import type { ApiClient } from '../../../api/client';
import { brazilCpf, buyKycThrough, identityAuthStatus, kycCheck, kycRule } from '../../../api/endpoints/kyc';
import { unwrap } from '../../../api/unwrap';
import type { KycCheckBody, KycRuleQuery } from '../../../shared/generated/api/kyc.schema';
import { readTradeGate } from '../../screens/kyc/tradeGate';
import { apiCall } from '../provideFlow';

/** The machines' calls of src/api/endpoints/kyc.ts. */
export function kycActors(api: ApiClient) {
  return {
    checkTradeGate: apiCall((_, signal) => readTradeGate(api, signal)),
    kycRule: apiCall(async (input: KycRuleQuery, signal) => unwrap(await kycRule(api, input, signal))),
    kycCheck: apiCall(async (input: KycCheckBody, signal) => unwrap(await kycCheck(api, input, signal))),
    buyKycThrough: apiCall(async (input: { orderNo: string }, signal) => unwrap(await buyKycThrough(api, input.orderNo, signal))),
    brazilCpf: apiCall(async (_, signal) => unwrap(await brazilCpf(api, signal))),
    identityReview: apiCall(async (_, signal) => unwrap(await identityAuthStatus(api, signal))),
  };
}

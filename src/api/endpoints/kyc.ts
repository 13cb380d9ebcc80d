import type { ApiClient, ApiResult } from '../client';
import type { DataOf } from '../dataOf';
import type { BooleanEnvelope, EmptyEnvelope } from '../../shared/generated/api/common.schema';
import type {
  BrazilCpfResponse,
  IdentityReviewResponse,
  KycCheckBody,
  KycCheckResponse,
  KycIdentityBody,
  KycPhotoResponse,
  KycQuotaBody,
  KycQuotaResponse,
  KycResultResponse,
  KycRuleQuery,
  KycRuleResponse,
  KycSdkSubmitBody,
  KycSdkTokenResponse,
  KycStatusResponse,
  KycPhoto,
  KycThroughResponse,
  KycUserDetailResponse,
} from '../../shared/generated/api/kyc.schema';

/** product §7 KYC. */
const post = <T>(api: ApiClient, path: string, body?: unknown, signal?: AbortSignal) => api.request<T>({ method: 'POST', path, body, signal });

export const kycStatus = (api: ApiClient, signal?: AbortSignal) => post<DataOf<KycStatusResponse>>(api, '/kyc/getKycStatus', undefined, signal);
/** No body; data true means KYC login is needed before buying (product §4 Buy start); an account at risk is refused (accountRisk, 40207). */
export const kycDisabled = (api: ApiClient, signal?: AbortSignal) => post<DataOf<BooleanEnvelope>>(api, '/kyc/kycDisabled', undefined, signal);
/**
 * The payment limit in a fiat (product §6 "Payment limit up to"), for the side (businessType) and the
 * method (payType) when they are known; the server refuses the call without the fiat.
 */
export const kycQuota = (api: ApiClient, body: KycQuotaBody, signal?: AbortSignal) => post<DataOf<KycQuotaResponse>>(api, '/kyc/getQuota', body, signal);
export const kycResult = (api: ApiClient) => post<DataOf<KycResultResponse>>(api, '/kyc/getKycResult');
export const kycTokenV2 = (api: ApiClient) => post<DataOf<KycSdkTokenResponse>>(api, '/kyc/getToken/v2');
export const onfidoCheckSubmit = (api: ApiClient, body: KycSdkSubmitBody) => post<DataOf<KycStatusResponse>>(api, '/kyc/onfidoCheckSubmit', body);
export const buyKycThrough = (api: ApiClient, orderNo: string, signal?: AbortSignal) =>
  post<DataOf<KycThroughResponse>>(api, '/kyc/buyKycThrough', { orderNo }, signal);
export const kycCheck = (api: ApiClient, body: KycCheckBody, signal?: AbortSignal) => post<DataOf<KycCheckResponse>>(api, '/kyc/check', body, signal);
export const identityAuthCreate = (api: ApiClient, body: KycIdentityBody) =>
  api.submit<DataOf<IdentityReviewResponse>>('kyc.authCreate', { method: 'POST', path: '/kyc/auth/create', body });
export const identityAuthStatus = (api: ApiClient, signal?: AbortSignal) =>
  api.request<DataOf<IdentityReviewResponse>>({ method: 'GET', path: '/kyc/auth/status', signal });
export const kycRule = (api: ApiClient, query: KycRuleQuery, signal?: AbortSignal) =>
  api.request<DataOf<KycRuleResponse>>({ method: 'GET', path: '/kyc/kycRule', query: { ...query }, signal });
/** What a (re)submission starts from: the identity sent or approved, the fields masked in it, the photos kept. */
export const kycUserDetail = (api: ApiClient, signal?: AbortSignal) =>
  api.request<DataOf<KycUserDetailResponse>>({ method: 'GET', path: '/kyc/findUserDetail', signal });
export const brazilCpf = (api: ApiClient, signal?: AbortSignal) =>
  api.request<DataOf<BrazilCpfResponse>>({ method: 'GET', path: '/kyc/user/brazil/cpf', signal });

/** The legend-trading KYC calls with a JSON body or none (product §7); the photos go by uploadKycPhoto. */
export function legend(api: ApiClient, step: 'queryData'): Promise<ApiResult<DataOf<KycUserDetailResponse>>>;
export function legend(api: ApiClient, step: 'submitData', body: KycIdentityBody): Promise<ApiResult<DataOf<EmptyEnvelope>>>;
export function legend(api: ApiClient, step: 'kycSubmit'): Promise<ApiResult<DataOf<KycStatusResponse>>>;
export function legend(api: ApiClient, step: 'queryData' | 'submitData' | 'kycSubmit', body?: KycIdentityBody) {
  return post<unknown>(api, `/kyc/legend/${step}`, body);
}

/** The legend-trading photo uploads: the image itself is the body, with its own Content-Type (product §5 photo rules). */
export const kycPhotoSteps = ['idFileUpload', 'selfieFileUpload'] as const;
export type KycPhotoStep = (typeof kycPhotoSteps)[number];
/**
 * The capture SDK's upload of one photo to the captureUrl of getKycToken / getToken/v2 (the sandbox
 * provider's path after the API base; a vendor's absolute URL, which the client uses as is).
 */
export const captureKycPhoto = (api: ApiClient, captureUrl: string, kind: KycPhoto['kind'], photo: Blob) =>
  post<DataOf<KycPhotoResponse>>(api, `${captureUrl}/${kind}`, photo);

export const uploadKycPhoto = (api: ApiClient, step: KycPhotoStep, photo: Blob) => post<DataOf<KycPhotoResponse>>(api, `/kyc/legend/${step}`, photo);

import type { ApiClient, QueryValue } from '../client';
import type { KycCheckBody } from '../../shared/generated/api/kyc.schema';
import type { IdentityReview, KycCheck, KycRule, KycThrough, UserDetail } from '../types';

/** spec §7 KYC. */
const post = <T>(api: ApiClient, path: string, body?: unknown, signal?: AbortSignal) =>
  api.request<T>({ method: 'POST', path, body, signal });

export const kycStatus = (api: ApiClient, signal?: AbortSignal) => post<{ kycStatus: string }>(api, '/kyc/getKycStatus', undefined, signal);
export const kycToken = (api: ApiClient) => post<unknown>(api, '/kyc/getKycToken');
export const sellKycStatus = (api: ApiClient) => post<unknown>(api, '/kyc/getSellKycStatus');
/** No body; data true means KYC login is needed before buying (spec §4 Buy start). */
export const kycDisabled = (api: ApiClient, signal?: AbortSignal) => post<boolean>(api, '/kyc/kycDisabled', undefined, signal);
export const kycQuota = (api: ApiClient) => post<unknown>(api, '/kyc/getQuota');
export const kycResult = (api: ApiClient) => post<unknown>(api, '/kyc/getKycResult');
export const kycTokenV2 = (api: ApiClient) => post<unknown>(api, '/kyc/getToken/v2');
export const onfidoCheckSubmit = (api: ApiClient, body: Record<string, unknown>) => post<unknown>(api, '/kyc/onfidoCheckSubmit', body);
export const buyKycThrough = (api: ApiClient, orderNo: string, signal?: AbortSignal) =>
  post<KycThrough>(api, '/kyc/buyKycThrough', { orderNo }, signal);
export const kycCheck = (api: ApiClient, body: KycCheckBody, signal?: AbortSignal) => post<KycCheck>(api, '/kyc/check', body, signal);
export const identityAuthCheck = (api: ApiClient, body: Record<string, unknown>) => post<unknown>(api, '/kyc/auth/check', body);
export const identityAuthCreate = (api: ApiClient, body: Record<string, unknown>) =>
  api.submit<unknown>('kyc.authCreate', { method: 'POST', path: '/kyc/auth/create', body });
export const identityAuthStatus = (api: ApiClient, signal?: AbortSignal) =>
  api.request<IdentityReview>({ method: 'GET', path: '/kyc/auth/status', signal });
export const kycRule = (api: ApiClient, query: { orderNo?: string; appId?: string }, signal?: AbortSignal) =>
  api.request<KycRule>({ method: 'GET', path: '/kyc/kycRule', query, signal });
export const userDetail = (api: ApiClient, signal?: AbortSignal) =>
  api.request<UserDetail>({ method: 'GET', path: '/kyc/findUserDetail', signal });
export const brazilCpf = (api: ApiClient, query: Record<string, QueryValue> = {}) =>
  api.request<unknown>({ method: 'GET', path: '/kyc/user/brazil/cpf', query });

/** The legend-trading KYC endpoints (spec §7). */
export const legendSteps = ['queryData', 'submitData', 'idFileUpload', 'selfieFileUpload', 'kycSubmit'] as const;
export type LegendStep = (typeof legendSteps)[number];
export const legend = (api: ApiClient, step: LegendStep, body?: Record<string, unknown>) =>
  post<unknown>(api, `/kyc/legend/${step}`, body);

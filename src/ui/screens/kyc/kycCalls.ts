import type { ApiClient, ApiResult } from '../../../api/client';
import { identityAuthCreate, identityAuthStatus, kycQuota, kycResult, kycTokenV2, legend, onfidoCheckSubmit } from '../../../api/endpoints/kyc';
import type { KycIdentityBody, KycQuota, KycResult } from '../../../shared/generated/api/kyc.schema';

/** POST /kyc/getKycResult: the review status and, when refused, its reason codes. */
export type KycResultView = KycResult;
export type KycQuotaView = KycQuota;

// The endpoint helpers type these answers as unknown; the casts name the generated response types.
function as<T>(result: ApiResult<unknown>): ApiResult<T> {
  return result as ApiResult<T>;
}

export const loadKycResult = async (api: ApiClient) => as<KycResultView>(await kycResult(api));
export const loadKycQuota = async (api: ApiClient) => as<KycQuotaView>(await kycQuota(api));

/** The legend-trading flow (spec §7): the form, the ID photo, the selfie, then the submission for review. */
export async function submitLegendKyc(api: ApiClient, identity: KycIdentityBody, photos: { id: File; selfie: File }): Promise<boolean> {
  if ((await legend(api, 'submitData', { ...identity })).kind !== 'ok') return false;
  if ((await uploadPhoto(api, 'idFileUpload', photos.id)).kind !== 'ok') return false;
  if ((await uploadPhoto(api, 'selfieFileUpload', photos.selfie)).kind !== 'ok') return false;
  return (await legend(api, 'kycSubmit')).kind === 'ok';
}

/** The photo goes as the request body with its own Content-Type (docs/sandbox.md: photos). */
function uploadPhoto(api: ApiClient, step: 'idFileUpload' | 'selfieFileUpload', file: File) {
  return api.request<unknown>({ method: 'POST', path: `/kyc/legend/${step}`, body: file });
}

/**
 * The level 2 document flow (spec §4 userLevel 2; ID, selfie and proof of address): a provider
 * token from /kyc/getToken/v2, then /kyc/onfidoCheckSubmit with the identity. The provider's capture
 * SDK receives the photos in production; the sandbox has none, so the photos are only checked here.
 */
export async function submitDocumentKyc(api: ApiClient, identity: KycIdentityBody): Promise<boolean> {
  const token = as<{ token: string }>(await kycTokenV2(api));
  if (token.kind !== 'ok') return false;
  return (await onfidoCheckSubmit(api, { ...identity, token: token.data.token })).kind === 'ok';
}

export const createIdentityReview = async (api: ApiClient, identity: KycIdentityBody) =>
  as<{ status: number | null }>(await identityAuthCreate(api, { ...identity }));

export const loadIdentityReview = (api: ApiClient, signal?: AbortSignal) => identityAuthStatus(api, signal);

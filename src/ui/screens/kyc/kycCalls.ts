import type { ApiClient } from '../../../api/client';
import { kycTokenV2, legend, onfidoCheckSubmit, uploadKycPhoto } from '../../../api/endpoints/kyc';
import type { KycIdentityBody } from '../../../shared/generated/api/kyc.schema';

/** The legend-trading flow (spec §7): the form, the ID photo, the selfie, then the submission for review. */
export async function submitLegendKyc(api: ApiClient, identity: KycIdentityBody, photos: { id: File; selfie: File }): Promise<boolean> {
  if ((await legend(api, 'submitData', identity)).kind !== 'ok') return false;
  if ((await uploadKycPhoto(api, 'idFileUpload', photos.id)).kind !== 'ok') return false;
  if ((await uploadKycPhoto(api, 'selfieFileUpload', photos.selfie)).kind !== 'ok') return false;
  return (await legend(api, 'kycSubmit')).kind === 'ok';
}

/**
 * The level 2 document flow (spec §4 userLevel 2; ID, selfie and proof of address): a provider
 * token from /kyc/getToken/v2, then /kyc/onfidoCheckSubmit with the identity. The provider's capture
 * SDK receives the photos in production; the sandbox has none, so the photos are only checked here.
 */
export async function submitDocumentKyc(api: ApiClient, identity: KycIdentityBody): Promise<boolean> {
  const token = await kycTokenV2(api);
  if (token.kind !== 'ok') return false;
  return (await onfidoCheckSubmit(api, { ...identity, token: token.data.token })).kind === 'ok';
}

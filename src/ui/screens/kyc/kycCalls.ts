import type { ApiClient } from '../../../api/client';
import { captureKycPhoto, kycTokenV2, legend, onfidoCheckSubmit, uploadKycPhoto } from '../../../api/endpoints/kyc';
import type { KycIdentityBody } from '../../../shared/generated/api/kyc.schema';

/** A photo to upload, or null for one the server keeps from before (findUserDetail photosKept). */
type Photo = File | null;

/** The legend-trading flow (product §7): the form, the ID photo, the selfie (each unless kept), then the submission for review. */
export async function submitLegendKyc(api: ApiClient, identity: KycIdentityBody, photos: { id: Photo; selfie: Photo }): Promise<boolean> {
  if ((await legend(api, 'submitData', identity)).kind !== 'ok') return false;
  if (photos.id && (await uploadKycPhoto(api, 'idFileUpload', photos.id)).kind !== 'ok') return false;
  if (photos.selfie && (await uploadKycPhoto(api, 'selfieFileUpload', photos.selfie)).kind !== 'ok') return false;
  return (await legend(api, 'kycSubmit')).kind === 'ok';
}

/**
 * The level 2 document flow (product §4 userLevel 2; ID, selfie and proof of address): a provider
 * token from /kyc/getToken/v2, each photo to the provider's captureUrl (the sandbox provider takes
 * them on this server), then /kyc/onfidoCheckSubmit with the identity.
 */
export async function submitDocumentKyc(
  api: ApiClient,
  identity: KycIdentityBody,
  photos: { id: Photo; selfie: Photo; proofOfAddress: Photo },
): Promise<boolean> {
  const token = await kycTokenV2(api);
  if (token.kind !== 'ok') return false;
  for (const [kind, photo] of [
    ['id', photos.id],
    ['selfie', photos.selfie],
    ['proofOfAddress', photos.proofOfAddress],
  ] as const) {
    if (photo && (await captureKycPhoto(api, token.data.captureUrl, kind, photo)).kind !== 'ok') return false;
  }
  return (await onfidoCheckSubmit(api, { ...identity, token: token.data.token })).kind === 'ok';
}

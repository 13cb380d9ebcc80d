import { constants } from '../../../shared/config/constants';

export type PhotoCheck = { valid: true } | { valid: false; messageKey: string };

/**
 * Product §5 KYC photos, checked before upload with the same constants the server uses: an accepted
 * image type ('Unsupported image type'), and more than photoMinBytes ('The photo must be clear and
 * over 500KB'; a smaller photo is refused as not clear enough).
 */
export function checkPhoto(file: { type: string; size: number }): PhotoCheck {
  if (!constants.photoTypes.includes(file.type.toLowerCase())) return { valid: false, messageKey: 'kyc.documents.unsupportedImage' };
  if (file.size <= constants.photoMinBytes) return { valid: false, messageKey: 'kyc.documents.photoRequirement' };
  return { valid: true };
}

import { describe, expect, it } from 'vitest';
import { constants } from '../../../shared/config/constants';
import { checkPhoto } from './photoCheck';

describe('KYC photo check', () => {
  it('accepts a JPEG or PNG over the minimum size', () => {
    expect(checkPhoto({ type: 'image/jpeg', size: constants.photoMinBytes + 1 })).toEqual({ valid: true });
    expect(checkPhoto({ type: 'image/PNG', size: 2_000_000 })).toEqual({ valid: true });
  });

  it("refuses a PDF or a GIF as 'Unsupported image type.'", () => {
    expect(checkPhoto({ type: 'application/pdf', size: 2_000_000 })).toEqual({ valid: false, messageKey: 'kyc.documents.unsupportedImage' });
    expect(checkPhoto({ type: 'image/gif', size: 2_000_000 })).toEqual({ valid: false, messageKey: 'kyc.documents.unsupportedImage' });
  });

  it('refuses a photo of 500 KB or less as not clear enough', () => {
    expect(checkPhoto({ type: 'image/png', size: constants.photoMinBytes })).toEqual({ valid: false, messageKey: 'kyc.documents.photoRequirement' });
  });
});

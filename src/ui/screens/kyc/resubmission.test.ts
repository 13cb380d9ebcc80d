import { describe, expect, it } from 'vitest';
import { legendFields, nationalityFields } from './identityFields';
import { emptyStart, formStartOf } from './resubmission';

describe('formStartOf', () => {
  it('starts a resubmission from the identity sent, setting the masked ID number apart to be typed again, and keeps no photo the review asked for again', () => {
    const detail = {
      kycStatus: 'exception' as const,
      identity: { firstName: 'Ana', lastName: 'Resubmit', country: 'US', idType: 'PASSPORT', idNumber: 'X123****', zipcode: '' },
      masked: ['idNumber' as const],
      photosKept: [],
    };
    expect(formStartOf(legendFields, detail)).toEqual({
      data: { firstName: 'Ana', lastName: 'Resubmit', country: 'US', idType: 'PASSPORT' },
      masked: { idNumber: 'X123****' },
      photosKept: [],
      kept: 'resubmit',
    });
  });

  it('starts the next level from the approved identity and the photos its review approved, with only the fields of its form', () => {
    const detail = {
      kycStatus: 'succeeded' as const,
      identity: { firstName: 'Ana', lastName: 'Approved', nationality: 'DE', city: 'Berlin' },
      masked: [],
      photosKept: ['id' as const, 'selfie' as const],
    };
    expect(formStartOf(nationalityFields, detail)).toEqual({
      data: { firstName: 'Ana', lastName: 'Approved', nationality: 'DE' },
      masked: {},
      photosKept: ['id', 'selfie'],
      kept: 'nextLevel',
    });
  });

  it('starts empty when nothing was sent', () => {
    expect(formStartOf(legendFields, { kycStatus: 'none', identity: null, masked: [], photosKept: [] })).toEqual(emptyStart);
  });
});

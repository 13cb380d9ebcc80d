import { describe, expect, it } from 'vitest';
import { kycReviewOf } from './KycStatusScreen';

describe('kycReviewOf', () => {
  it('reads a user who never submitted anything as not started, not as under review', () => {
    expect(kycReviewOf({ kycStatus: 'none', reasons: [] }, { kycLevel: 0 })).toEqual({ status: 'notStarted', level: 0 });
    expect(kycReviewOf({ kycStatus: 'waiting', reasons: [] }, { kycLevel: 1 })).toEqual({ status: 'waiting', level: 1 });
  });

  it('gives a rejection the text of every known reason the server sent', () => {
    expect(kycReviewOf({ kycStatus: 'failed', reasons: ['ownId', 'resubmitDocuments', 'nameMatchesCardholder', 'singleId'] }, { kycLevel: 1 })).toEqual({
      status: 'failed',
      level: 1,
      reasonKeys: ['kyc.reasons.ownId', 'kyc.reasons.nameMismatch', 'kyc.reasons.multipleIds'],
    });
  });

  it('keeps the level of the submission, so a level 2 exception is resubmitted in the level 2 flow', () => {
    expect(kycReviewOf({ kycStatus: 'exception', reasons: ['resubmitDocuments'] }, { kycLevel: 2 })).toEqual({ status: 'exception', level: 2 });
  });
});

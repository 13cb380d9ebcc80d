import { describe, expect, it } from 'vitest';
import { kycReviewOf } from './KycStatusScreen';

describe('kycReviewOf', () => {
  it('reads a user who never submitted anything as not started, not as under review', () => {
    expect(kycReviewOf({ kycStatus: 'none', reasons: [] })).toEqual({ status: 'notStarted' });
    expect(kycReviewOf({ kycStatus: 'waiting', reasons: [] })).toEqual({ status: 'waiting' });
  });

  it('gives a rejection the text of its first known reason', () => {
    expect(kycReviewOf({ kycStatus: 'failed', reasons: ['resubmitDocuments', 'singleId'] })).toEqual({ status: 'failed', reasonKey: 'kyc.reasons.multipleIds' });
  });
});

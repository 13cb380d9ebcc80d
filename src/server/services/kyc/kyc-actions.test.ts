import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../../shared/config/constants';
import type { Db } from '../../store/db';
import { freshDb } from '../../../../tests/helpers/testDb';
import { ApiError } from '../../errors';
import { addUser, testClock, testDeps } from '../orders/testing';
import {
  brazilCpf, identityReviewCreate, identityReviewStatus, kycCheck, kycDisabled, kycQuota, kycSdkSubmit, kycSdkToken, kycStatusView,
  legendKycSubmit, legendSubmitData, uploadKycPhoto,
} from './kyc-actions';

let db: Db;
const clock = testClock();
const deps = testDeps(clock);
const delay = 3_000;
const refusalOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)));
const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4)]);

beforeAll(async () => {
  db = await freshDb();
  for (const user of ['A', 'R', 'X', 'F', 'L', 'I']) await addUser(db, user);
});
afterAll(() => db.close());

describe('KYC through the provider SDK', () => {
  it.each([
    ['A', 'Approved', 'succeeded'],
    ['X', 'Resubmit', 'exception'],
    ['F', 'Rejected', 'failed'],
    ['R', 'Risky', 'risk'],
  ])('user %s with last name %s waits, then shows %s', async (user, lastName, outcome) => {
    const { token } = await kycSdkToken(db, deps, user, 1);
    // The capture SDK sends the ID and the selfie before the submit (level 1 needs no proof of address).
    for (const kind of ['id', 'selfie'] as const) await uploadKycPhoto(db, deps, user, kind, 'image/jpeg', jpeg(constants.photoMinBytes + 1));
    expect((await kycSdkSubmit(db, deps, user, token, { firstName: 'Ana', lastName, nationality: 'BR', idNumber: '52998224725' })).kycStatus).toBe('waiting');
    clock.advance(delay);
    expect((await kycStatusView(db, deps, user)).kycStatus).toBe(outcome);
    clock.advance(-delay);
  });

  it('shows outcomes after the delay, a quota per level, kycDisabled for risky accounts and the masked CPF', async () => {
    clock.advance(delay);
    expect(await kycQuota(db, deps, 'A', 'USD')).toEqual({ fiat: 'USD', quota: '50000' });
    expect(await kycQuota(db, deps, 'L', 'USD')).toEqual({ fiat: 'USD', quota: '1000' });
    expect(await kycDisabled(db, deps, 'R')).toBe(true);
    expect(await kycDisabled(db, deps, 'A')).toBe(false);
    expect(await brazilCpf(db, deps, 'A')).toEqual({ cpf: '5299*******' });
    expect(await brazilCpf(db, deps, 'L')).toEqual({ cpf: null });
  });

  it('answers kycFlag 1 with userLevel 2 for an enhanced amount without approval', async () => {
    expect(await kycCheck(db, deps, 'L', '20000', 'USD')).toEqual({ kycFlag: 1, userLevel: 2 });
    expect(await kycCheck(db, deps, 'L', '10', 'USD')).toEqual({ kycFlag: 0, userLevel: 1 });
  });

  it('refuses an SDK submission with another token', async () => {
    await kycSdkToken(db, deps, 'L', 1);
    expect((await refusalOf(kycSdkSubmit(db, deps, 'L', 'sbx_kyc_forged', { firstName: 'A', lastName: 'B' })))?.params).toEqual({ field: 'token', reasonKey: 'flows.invalidValue' });
  });
});

describe('legend trading KYC', () => {
  it('refuses a photo whose bytes are not the declared type, or too small to be clear', async () => {
    expect((await refusalOf(uploadKycPhoto(db, deps, 'L', 'id', 'image/png', jpeg(constants.photoMinBytes + 1))))?.errorName).toBe('unsupportedImageType');
    expect((await refusalOf(uploadKycPhoto(db, deps, 'L', 'id', 'application/pdf', jpeg(constants.photoMinBytes + 1))))?.errorName).toBe('unsupportedImageType');
    expect((await refusalOf(uploadKycPhoto(db, deps, 'L', 'id', 'image/jpeg', jpeg(constants.photoMinBytes))))?.errorName).toBe('imageTooSmall');
  });

  it('submits the form with both photos for review', async () => {
    await legendSubmitData(db, deps, 'L', { firstName: 'Ana', lastName: 'Approved', country: 'US', city: 'Austin', address: '1 Main St', zipcode: '73301' });
    expect((await refusalOf(legendKycSubmit(db, deps, 'L')))?.params).toEqual({ field: 'idFile', reasonKey: 'flows.invalidValue' });
    await uploadKycPhoto(db, deps, 'L', 'id', 'image/jpeg', jpeg(constants.photoMinBytes + 1));
    await uploadKycPhoto(db, deps, 'L', 'selfie', 'image/jpeg', jpeg(constants.photoMinBytes + 1));
    expect((await legendKycSubmit(db, deps, 'L')).kycStatus).toBe('waiting');
  });
});

describe('identity review (cashier desk)', () => {
  it('is none before submission, 0 while in review, then 1 for an approved name', async () => {
    expect(await identityReviewStatus(db, deps, 'I')).toEqual({ status: null });
    expect(await identityReviewCreate(db, deps, 'I', { firstName: 'Ana', lastName: 'Approved' })).toEqual({ status: 0 });
    clock.advance(delay);
    expect(await identityReviewStatus(db, deps, 'I')).toEqual({ status: 1 });
    expect((await refusalOf(identityReviewCreate(db, deps, 'I', { firstName: 'Ana', lastName: 'Approved' })))?.errorName).toBe('orderState');
  });
});

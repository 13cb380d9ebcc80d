import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../../shared/config/constants';
import type { Db } from '../../store/db';
import { freshDb } from '../../../../tests/helpers/testDb';
import { ApiError } from '../../errors';
import { addUser, testFlows, type TestFlows } from '../../../../tests/helpers/testFlows';
import { testClock } from '../../../../tests/helpers/clock';
import type { FlowDeps } from '../orders/flow-deps';
import {
  brazilCpf,
  identityReviewCreate,
  identityReviewStatus,
  kycCheck,
  kycDisabled,
  kycQuota,
  kycSdkSubmit,
  kycSdkToken,
  kycStatusView,
  legendKycSubmit,
  legendSubmitData,
  uploadKycPhoto,
} from './kyc-actions';

let db: Db;
const clock = testClock();
let flows: TestFlows;
let deps: FlowDeps;
const delay = 3_000;
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)),
  );
const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4)]);

beforeAll(async () => {
  db = await freshDb();
  flows = testFlows(db, clock);
  deps = flows.deps;
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
    await flows.settle();
    expect((await kycStatusView(db, deps, user)).kycStatus).toBe(outcome);
    clock.advance(-delay);
  });

  it('shows outcomes after the delay, a quota per level, kycDisabled for risky accounts and the masked CPF', async () => {
    clock.advance(delay);
    await flows.settle();
    // Approved at level 1: just under the USD buy enhanced amount (3000), below the USD buy maximum (5000), so level 2 is reachable.
    expect(await kycQuota(db, deps, 'A', { side: 'buy', fiat: 'USD' })).toEqual({ fiat: 'USD', quota: '2999.99' });
    expect(await kycQuota(db, deps, 'L', { side: 'buy', fiat: 'USD' })).toEqual({ fiat: 'USD', quota: '1000' });
    // Selling pays out up to 20000 USD; level 1 stops just under the sell enhanced amount, 20000.
    expect(await kycQuota(db, deps, 'A', { side: 'sell', fiat: 'USD' })).toEqual({ fiat: 'USD', quota: '19999.99' });
    expect(await kycQuota(db, deps, 'L', { side: 'sell', fiat: 'USD' })).toEqual({ fiat: 'USD', quota: '2000' });
    // A method narrows the range (ACH's own minimum, the USD maximum), the identity caps it; an account at risk may pay nothing.
    expect(await kycQuota(db, deps, 'A', { side: 'buy', fiat: 'USD', payType: '53001' })).toEqual({ fiat: 'USD', quota: '2999.99' });
    expect(await kycQuota(db, deps, 'R', { side: 'buy', fiat: 'USD' })).toEqual({ fiat: 'USD', quota: '0' });
    expect((await refusalOf(kycQuota(db, deps, 'A', { side: 'buy', fiat: 'USD', payType: '30001' })))?.params).toEqual({
      field: 'payType',
      reasonKey: 'flows.invalidValue',
    });
    // An account at risk is refused (accountRisk, 40207): no KYC login can help it.
    expect((await refusalOf(kycDisabled(db, deps, 'R')))?.errorName).toBe('accountRisk');
    expect(await kycDisabled(db, deps, 'A')).toBe(false);
    expect(await brazilCpf(db, deps, 'A')).toEqual({ cpf: '5299*******' });
    expect(await brazilCpf(db, deps, 'L')).toEqual({ cpf: null });
  });

  it('answers kycFlag 1 with userLevel 2 for an enhanced amount without approval', async () => {
    expect(await kycCheck(db, deps, 'L', { side: 'buy', fiat: 'USD', orderAmount: '20000' })).toEqual({ kycFlag: 1, userLevel: 2 });
    expect(await kycCheck(db, deps, 'L', { side: 'buy', fiat: 'USD', orderAmount: '10' })).toEqual({ kycFlag: 0, userLevel: 1 });
  });

  it('checks a sale against the sell thresholds (businessType 2), not the buy ones', async () => {
    expect(await kycCheck(db, deps, 'L', { side: 'buy', fiat: 'USD', orderAmount: '1500' })).toEqual({ kycFlag: 1, userLevel: 1 });
    expect(await kycCheck(db, deps, 'L', { side: 'sell', fiat: 'USD', orderAmount: '1500', payType: '19000' })).toEqual({ kycFlag: 0, userLevel: 1 });
    expect(await kycCheck(db, deps, 'L', { side: 'sell', fiat: 'USD', orderAmount: '15000' })).toEqual({ kycFlag: 1, userLevel: 1 });
    // 53001 is a buy method, not a payout one.
    expect((await refusalOf(kycCheck(db, deps, 'L', { side: 'sell', fiat: 'USD', orderAmount: '15', payType: '53001' })))?.params).toEqual({
      field: 'payType',
      reasonKey: 'flows.invalidValue',
    });
  });

  it('asks a user without a verified identity to verify before paying with a nationality method (payType), whatever the amount', async () => {
    expect(await kycCheck(db, deps, 'L', { side: 'buy', fiat: 'BRL', orderAmount: '150', payType: '30001' })).toEqual({ kycFlag: 1, userLevel: 1 });
    expect(await kycCheck(db, deps, 'L', { side: 'buy', fiat: 'BRL', orderAmount: '150', payType: '10001' })).toEqual({ kycFlag: 0, userLevel: 1 });
    expect(await kycCheck(db, deps, 'A', { side: 'buy', fiat: 'BRL', orderAmount: '150', payType: '30001' })).toEqual({ kycFlag: 0, userLevel: 1 });
  });

  it('refuses an SDK submission with another token', async () => {
    await kycSdkToken(db, deps, 'L', 1);
    expect((await refusalOf(kycSdkSubmit(db, deps, 'L', 'sbx_kyc_forged', { firstName: 'A', lastName: 'B' })))?.params).toEqual({
      field: 'token',
      reasonKey: 'flows.invalidValue',
    });
  });
});

describe('legend trading KYC', () => {
  it('refuses a photo whose bytes are not the declared type, or too small to be clear', async () => {
    expect((await refusalOf(uploadKycPhoto(db, deps, 'L', 'id', 'image/png', jpeg(constants.photoMinBytes + 1))))?.errorName).toBe('unsupportedImageType');
    expect((await refusalOf(uploadKycPhoto(db, deps, 'L', 'id', 'application/pdf', jpeg(constants.photoMinBytes + 1))))?.errorName).toBe(
      'unsupportedImageType',
    );
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
  it('makes the account unable to trade when it ends in risk, like a KYC risk', async () => {
    await addUser(db, 'IR');
    expect(await identityReviewCreate(db, deps, 'IR', { firstName: 'Ana', lastName: 'Risky' })).toEqual({ status: 0 });
    expect(await kycDisabled(db, deps, 'IR')).toBe(false);
    clock.advance(delay);
    await flows.settle();
    expect(await identityReviewStatus(db, deps, 'IR')).toEqual({ status: 2 });
    expect((await refusalOf(kycDisabled(db, deps, 'IR')))?.errorName).toBe('accountRisk');
    expect(await kycCheck(db, deps, 'IR', { side: 'buy', fiat: 'USD', orderAmount: '10' })).toEqual({ kycFlag: 2, userLevel: 1 });
  });

  it('counts an approved review for the nationality rules and its CPF for PIX, but a rejected one for nothing', async () => {
    await addUser(db, 'IB');
    await addUser(db, 'IF');
    await identityReviewCreate(db, deps, 'IB', { firstName: 'Ana', lastName: 'Approved', nationality: 'BR', idNumber: '52998224725' });
    await identityReviewCreate(db, deps, 'IF', { firstName: 'Ana', lastName: 'Rejected', nationality: 'BR', idNumber: '52998224725' });
    clock.advance(delay);
    await flows.settle();
    expect(await brazilCpf(db, deps, 'IB')).toEqual({ cpf: '5299*******' });
    expect(await kycCheck(db, deps, 'IB', { side: 'buy', fiat: 'BRL', orderAmount: '150', payType: '30001' })).toEqual({ kycFlag: 0, userLevel: 1 });
    expect(await brazilCpf(db, deps, 'IF')).toEqual({ cpf: null });
    expect(await kycDisabled(db, deps, 'IF')).toBe(false);
  });

  it('is none before submission, 0 while in review, then 1 for an approved name', async () => {
    expect(await identityReviewStatus(db, deps, 'I')).toEqual({ status: null });
    expect(await identityReviewCreate(db, deps, 'I', { firstName: 'Ana', lastName: 'Approved' })).toEqual({ status: 0 });
    clock.advance(delay);
    await flows.settle();
    expect(await identityReviewStatus(db, deps, 'I')).toEqual({ status: 1 });
    expect((await refusalOf(identityReviewCreate(db, deps, 'I', { firstName: 'Ana', lastName: 'Approved' })))?.errorName).toBe('orderState');
  });
});

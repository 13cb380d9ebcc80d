import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../shared/config/constants';
import { signRequest } from '../../shared/sign';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { sealedTestQuote, testCard, tronAddress } from '../../../tests/helpers/orderKit';

let test: TestApp;
let user: SignedInUser;
const review = 3_000;
/** The vendor's review time passes and its decision, a signed event, reaches the intake and is applied. */
async function decided() {
  test.clock.advance(review);
  await test.settle();
}
const validation = (returnMsg: string) => ({ returnCode: '40000', returnMsg, data: null, success: false });

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) {
  test.clock.advance(1);
  return user.signedInject(method, url, body, headers);
}

/** An upload as the browser sends it: the image bytes, signed over an empty body. */
async function upload(path: string, contentType: string, bytes: Buffer) {
  test.clock.advance(1);
  const timestamp = String(test.clock.now());
  const sign = await signRequest({ key: user.signingKey, timestamp, method: 'POST', pathAndQuery: path, body: '' });
  return test.app.inject({ method: 'POST', url: `/api${path}`, headers: { token: user.token, timestamp, sign, 'content-type': contentType }, payload: bytes });
}
/** The sandbox capture SDK's upload: no session; the SDK token in the captureUrl authorises it. */
const capture = (captureUrl: string, kind: string, bytes: Buffer, contentType = 'image/jpeg') =>
  test.app.inject({ method: 'POST', url: `/api${captureUrl}/${kind}`, headers: { 'content-type': contentType }, payload: bytes });
const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4)]);

beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('kyc@example.com');
});
afterAll(() => test.close());

describe('KYC calls', () => {
  it('status, disabled, quota and result before anything is submitted', async () => {
    expect((await call('POST', '/api/kyc/getKycStatus')).json()).toEqual({
      returnCode: '0000',
      returnMsg: '',
      data: { kycStatus: 'none', kycLevel: 0, levelIndex: 0 },
      success: true,
    });
    expect((await call('POST', '/api/kyc/getSellKycStatus')).json().data.kycStatus).toBe('none');
    expect((await call('POST', '/api/kyc/kycDisabled')).json().data).toBe(false);
    expect((await call('POST', '/api/kyc/getQuota', { fiat: 'USD' })).json().data).toEqual({ fiat: 'USD', quota: '1000' });
    expect((await call('POST', '/api/kyc/getQuota', { fiat: 'XXX' })).json()).toEqual(validation('fiat: is not valid'));
    expect((await call('POST', '/api/kyc/getKycResult')).json().data).toEqual({ kycStatus: 'none', reasons: [] });
  });

  it('POST /api/kyc/check answers kycFlag and userLevel; a bad businessType is refused', async () => {
    expect((await call('POST', '/api/kyc/check', { orderAmount: '50', fiat: 'USD', payType: '10001', businessType: 1 })).json().data).toEqual({
      kycFlag: 0,
      userLevel: 1,
    });
    expect((await call('POST', '/api/kyc/check', { orderAmount: '20000', fiat: 'USD', payType: '10001', businessType: 1 })).json().data).toEqual({
      kycFlag: 1,
      userLevel: 2,
    });
    expect((await call('POST', '/api/kyc/check', { orderAmount: '50', fiat: 'USD', businessType: 3 })).json().returnCode).toBe('40000');
    expect((await call('POST', '/api/kyc/check', { orderAmount: '50', fiat: 'ZZZ', businessType: 1 })).json()).toEqual(validation('fiat: is not valid'));
  });

  it('the SDK flow: token, the three photos to the capture URL, submit, waiting, then the outcome of the last name', async () => {
    const { token, captureUrl } = (await call('POST', '/api/kyc/getToken/v2')).json().data;
    expect(captureUrl).toBe(`/sandbox/kyc/${token}/documents`);
    expect((await call('POST', '/api/kyc/onfidoCheckSubmit', { token: 'forged', firstName: 'Ana', lastName: 'Approved' })).json()).toEqual(
      validation('token: is not valid'),
    );
    const photo = jpeg(constants.photoMinBytes + 1);
    expect((await capture('/sandbox/kyc/sbx_kyc_forged0000/documents', 'id', photo)).json()).toEqual(validation('token: is not valid'));
    expect((await capture(captureUrl, 'passport', photo)).statusCode).toBe(400);
    expect((await capture(captureUrl, 'id', photo, 'image/png')).json().returnCode).toBe('40208');
    expect((await capture(captureUrl, 'id', photo)).json().data).toMatchObject({ kind: 'id', sizeBytes: photo.length });
    expect((await capture(captureUrl, 'selfie', photo)).json().success).toBe(true);
    // Level 2 needs the proof of address too (product §4 userLevel 2).
    expect((await call('POST', '/api/kyc/onfidoCheckSubmit', { token, firstName: 'Ana', lastName: 'Approved' })).json()).toEqual(
      validation('proofOfAddressFile: is not valid'),
    );
    expect((await capture(captureUrl, 'proofOfAddress', photo)).json().data.kind).toBe('proofOfAddress');
    const submitted = await call('POST', '/api/kyc/onfidoCheckSubmit', {
      token,
      firstName: 'Ana',
      lastName: 'Approved',
      nationality: 'BR',
      idNumber: '52998224725',
    });
    expect(submitted.json().data).toEqual({ kycStatus: 'waiting', kycLevel: 2, levelIndex: 0 });
    expect((await call('POST', '/api/kyc/getKycToken')).json().returnCode).toBe('40203');
    await decided();
    expect((await call('POST', '/api/kyc/getKycStatus')).json().data).toEqual({ kycStatus: 'succeeded', kycLevel: 2, levelIndex: 2 });
    expect((await call('GET', '/api/kyc/findUserDetail')).json().data).toMatchObject({
      kycStatus: 'succeeded',
      identity: { lastName: 'Approved', idNumber: '5299*******' },
    });
    expect((await call('GET', '/api/kyc/user/brazil/cpf')).json().data).toEqual({ cpf: '5299*******' });
  });

  it('buy-through and rule follow the order amount and the approved level', async () => {
    const quoteId = sealedTestQuote({ fiat: 'BRL', fiatAmount: '150', expiresAt: test.clock.now() + 30_000 });
    const created = await call(
      'POST',
      '/api/trade/create',
      { quoteId, cryptoCurrency: 'USDT', address: tronAddress, network: 'TRX', fiatCurrency: 'BRL', amount: '150', payWayCode: '30001', alpha2: 'BR' },
      { 'submit-token': 'k' },
    );
    const orderNo = created.json().data.orderNo;
    expect((await call('POST', '/api/kyc/buyKycThrough', { orderNo })).json().data).toEqual({ isKyc: true, kycLevel: 2 });
    expect((await call('GET', `/api/kyc/kycRule?orderNo=${orderNo}&appId=sandbox-demo`)).json().data).toEqual({ rule: 2 });
    expect((await call('GET', `/api/kyc/kycRule?orderNo=${orderNo}&appId=demo`)).json()).toEqual({
      returnCode: '40004',
      returnMsg: 'The requested item was not found.',
      data: null,
      success: false,
    });
    expect((await call('POST', '/api/kyc/buyKycThrough', {})).json().returnCode).toBe('40000');
    expect((await call('GET', '/api/kyc/kycRule?orderNo=B404')).json().returnCode).toBe('40004');
  });

  it('identity review: none, 0 in review, then 4 for a resubmit name; a bad birth date is refused', async () => {
    expect((await call('GET', '/api/kyc/auth/status')).json().data).toEqual({ status: null });
    expect((await call('POST', '/api/kyc/auth/create', { firstName: 'Ana', lastName: 'Resubmit', birthDate: '1990-13-40' })).json().returnCode).toBe('40000');
    expect((await call('POST', '/api/kyc/auth/create', { firstName: 'Ana', lastName: 'Resubmit' })).json().data).toEqual({ status: 0 });
    await decided();
    expect((await call('GET', '/api/kyc/auth/status')).json().data).toEqual({ status: 4 });
    expect((await call('POST', '/api/kyc/auth/check')).json().data).toEqual({ passed: false, status: 4 });
  });

  it('refuses a birth date in the future, over 120 years ago or under 18 years ago, on every identity submission', async () => {
    const person = await test.loginAs('birth-date@example.com');
    const year = new Date(test.clock.now()).getUTCFullYear();
    const refused = validation('birthDate: Invalid birth date!');
    for (const birthDate of ['2999-12-31', '1800-01-01', `${year - 17}-01-01`]) {
      for (const path of ['/api/kyc/auth/create', '/api/kyc/legend/submitData']) {
        test.clock.advance(1);
        expect((await person.signedInject('POST', path, { firstName: 'Ana', lastName: 'Approved', birthDate })).json(), `${path} ${birthDate}`).toEqual(
          refused,
        );
      }
      test.clock.advance(1);
      expect(
        (await person.signedInject('POST', '/api/kyc/onfidoCheckSubmit', { token: 'any', firstName: 'Ana', lastName: 'Approved', birthDate })).json(),
      ).toEqual(refused);
    }
    test.clock.advance(1);
    expect(
      (await person.signedInject('POST', '/api/kyc/auth/create', { firstName: 'Ana', lastName: 'Approved', birthDate: `${year - 30}-01-01` })).json().data,
    ).toEqual({ status: 0 });
  });

  it('refuses a second identity review saying it was already submitted', async () => {
    const reviewer = await test.loginAs('second-review@example.com');
    expect((await reviewer.signedInject('POST', '/api/kyc/auth/create', { firstName: 'Ana', lastName: 'Approved' })).json().data).toEqual({ status: 0 });
    test.clock.advance(1);
    const again = await reviewer.signedInject('POST', '/api/kyc/auth/create', { firstName: 'Ana', lastName: 'Approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ returnCode: '40203', returnMsg: 'The identity review was already submitted.', data: null, success: false });
  });
});

describe('the identity state decides who may trade', () => {
  const signedCall = (who: SignedInUser) => async (method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) => {
    test.clock.advance(1);
    return who.signedInject(method, url, body, headers);
  };
  let tokens = 0;
  const order = async (as: ReturnType<typeof signedCall>, fiat: string, amount: string, payWayCode: string, alpha2: string) => {
    const quoteId = sealedTestQuote({ fiat, fiatAmount: amount, expiresAt: test.clock.now() + 30_000 });
    tokens += 1;
    return as(
      'POST',
      '/api/trade/create',
      { quoteId, cryptoCurrency: 'USDT', address: tronAddress, network: 'TRX', fiatCurrency: fiat, amount, payWayCode, alpha2 },
      { 'submit-token': `id-${tokens}` },
    );
  };

  it('refuses an ACH order until the identity review is approved, then takes it and its payment', async () => {
    const payer = await test.loginAs('ach@example.com');
    const as = signedCall(payer);
    const refused = await order(as, 'USD', '150', '53001', 'US');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      returnCode: '40210',
      returnMsg: 'Please complete the identity review before paying by bank transfer.',
      data: null,
      success: false,
    });
    expect((await as('POST', '/api/kyc/auth/create', { firstName: 'Ana', lastName: 'Approved' })).json().data).toEqual({ status: 0 });
    // Still in review: still refused.
    expect((await order(as, 'USD', '150', '53001', 'US')).json().returnCode).toBe('40210');
    expect((await test.db.one<{ n: number }>('SELECT count(*)::int AS n FROM buy_orders WHERE user_no = $1', [payer.userNo]))?.n).toBe(0);
    await decided();
    const created = await order(as, 'USD', '150', '53001', 'US');
    expect(created.json()).toMatchObject({ returnCode: '0000', data: { payWayCode: '53001', status: 'unpaid' } });
    expect((await as('POST', '/api/pay/bankTransfer', { orderNo: created.json().data.orderNo })).json().data).toMatchObject({ kind: 'bankDetails' });
  });

  it('stops an account whose identity review found a risk: kycDisabled refuses it as at risk, no order, no quota', async () => {
    const risky = await test.loginAs('risky-review@example.com');
    const as = signedCall(risky);
    await as('POST', '/api/kyc/auth/create', { firstName: 'Ana', lastName: 'Risky' });
    expect((await as('POST', '/api/kyc/kycDisabled')).json().data).toBe(false);
    await decided();
    expect((await as('GET', '/api/kyc/auth/status')).json().data).toEqual({ status: 2 });
    // Not "KYC login needed" (data true): no login helps an account at risk, so it is refused in so many words.
    const disabled = await as('POST', '/api/kyc/kycDisabled');
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toEqual({ returnCode: '40207', returnMsg: 'This account is at risk and cannot trade now.', data: null, success: false });
    const refused = await order(as, 'USD', '100', '10001', 'US');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ returnCode: '40207', returnMsg: 'This account is at risk and cannot trade now.', data: null, success: false });
    expect((await as('POST', '/api/kyc/getQuota', { fiat: 'USD' })).json().data).toEqual({ fiat: 'USD', quota: '0' });
  });

  it('GET /api/kyc/kycRule says check first for a PIX order without a Brazilian identity or CPF, buy through with one or for another method', async () => {
    const payer = await test.loginAs('pix-rule@example.com');
    const as = signedCall(payer);
    const pix = (await order(as, 'BRL', '150', '30001', 'BR')).json().data.orderNo;
    const card = (await order(as, 'BRL', '150', '10001', 'BR')).json().data.orderNo;
    expect((await as('GET', `/api/kyc/kycRule?orderNo=${pix}&appId=sandbox-demo`)).json()).toEqual({
      returnCode: '0000',
      returnMsg: '',
      data: { rule: 1 },
      success: true,
    });
    expect((await as('GET', `/api/kyc/kycRule?orderNo=${card}`)).json().data).toEqual({ rule: 2 });
    // An approved identity review of a Brazilian counts (product §6 nationality rules).
    await as('POST', '/api/kyc/auth/create', { firstName: 'Ana', lastName: 'Approved', nationality: 'BR' });
    await decided();
    expect((await as('GET', `/api/kyc/kycRule?orderNo=${pix}`)).json().data).toEqual({ rule: 2 });
  });

  it('POST /api/kyc/getQuota and /api/kyc/check follow businessType and payType', async () => {
    const seller = await test.loginAs('quota@example.com');
    const as = signedCall(seller);
    expect((await as('POST', '/api/kyc/getQuota', { fiat: 'USD', businessType: 2 })).json().data).toEqual({ fiat: 'USD', quota: '2000' });
    expect((await as('POST', '/api/kyc/getQuota', { fiat: 'BRL', payType: '11000' })).json().data).toEqual({ fiat: 'BRL', quota: '5000' });
    expect((await as('POST', '/api/kyc/getQuota', { fiat: 'USD', payType: '30001' })).json()).toEqual(validation('payType: is not valid'));
    expect((await as('POST', '/api/kyc/check', { orderAmount: '1500', fiat: 'USD', payType: '10001', businessType: 1 })).json().data).toEqual({
      kycFlag: 1,
      userLevel: 1,
    });
    expect((await as('POST', '/api/kyc/check', { orderAmount: '1500', fiat: 'USD', payType: '19000', businessType: 2 })).json().data).toEqual({
      kycFlag: 0,
      userLevel: 1,
    });
    expect((await as('POST', '/api/kyc/check', { orderAmount: '150', fiat: 'BRL', payType: '30001', businessType: 1 })).json().data).toEqual({
      kycFlag: 1,
      userLevel: 1,
    });
  });
});

describe('legend trading KYC calls', () => {
  let legend: SignedInUser;
  beforeAll(async () => {
    legend = await test.loginAs('legend@example.com');
    user = legend;
  });

  it('keeps the form, checks photos by type and size, and submits for review', async () => {
    expect(
      (await call('POST', '/api/kyc/legend/submitData', { firstName: 'Li', lastName: 'Rejected', country: 'US', ssn: '123-45-6789' })).json().success,
    ).toBe(true);
    expect((await call('POST', '/api/kyc/legend/submitData', { firstName: 'Li' })).json().returnCode).toBe('40000');
    expect((await call('POST', '/api/kyc/legend/queryData')).json().data.identity).toMatchObject({ lastName: 'Rejected', ssn: '123-*******' });
    expect((await upload('/kyc/legend/idFileUpload', 'image/gif', jpeg(constants.photoMinBytes + 1))).json()).toEqual({
      returnCode: '40208',
      returnMsg: 'Unsupported image type.',
      data: null,
      success: false,
    });
    expect((await upload('/kyc/legend/idFileUpload', 'image/jpeg', jpeg(1000))).json()).toEqual({
      returnCode: '40209',
      returnMsg: 'The photo must be clear and over 500KB.',
      data: null,
      success: false,
    });
    expect((await call('POST', '/api/kyc/legend/kycSubmit')).json()).toEqual(validation('idFile: is not valid'));
    expect((await upload('/kyc/legend/idFileUpload', 'image/jpeg', jpeg(constants.photoMinBytes + 1))).json().data).toMatchObject({
      kind: 'id',
      sizeBytes: constants.photoMinBytes + 1,
    });
    expect((await upload('/kyc/legend/selfieFileUpload', 'image/jpeg', jpeg(constants.photoMinBytes + 1))).json().success).toBe(true);
    expect((await call('POST', '/api/kyc/legend/kycSubmit')).json().data.kycStatus).toBe('waiting');
    await decided();
    expect((await call('POST', '/api/kyc/getKycResult')).json().data).toEqual({ kycStatus: 'failed', reasons: ['ownId', 'nameMatchesCardholder', 'singleId'] });
    // A rejected review caps the amounts; it asks for no KYC login, which could not help.
    expect((await call('POST', '/api/kyc/kycDisabled')).json().data).toBe(false);
    expect((await call('POST', '/api/kyc/check', { orderAmount: '100', fiat: 'USD', payType: '10001', businessType: 1 })).json().data).toEqual({
      kycFlag: 0,
      userLevel: 1,
    });
    expect((await call('POST', '/api/kyc/check', { orderAmount: '1500', fiat: 'USD', payType: '10001', businessType: 1 })).json().data).toEqual({
      kycFlag: 2,
      userLevel: 1,
    });
  });
});

describe('a level is granted only by a review decided at that level', () => {
  const photo = jpeg(constants.photoMinBytes + 1);
  const check = (amount: string) =>
    call('POST', '/api/kyc/check', { orderAmount: amount, fiat: 'USD', payType: '10001', businessType: 1 }).then((r) => r.json().data);
  let submitTokens = 0;

  /** The capture SDK flow of a level: its token, its photos, the submission under a sandbox last name. */
  async function submitLevel(level: 1 | 2, lastName: string) {
    const path = level === 1 ? '/api/kyc/getKycToken' : '/api/kyc/getToken/v2';
    const { token, captureUrl } = (await call('POST', path)).json().data;
    for (const kind of level === 1 ? ['id', 'selfie'] : ['id', 'selfie', 'proofOfAddress'])
      expect((await capture(captureUrl, kind, photo)).json().success).toBe(true);
    return (await call('POST', '/api/kyc/onfidoCheckSubmit', { token, firstName: 'Ana', lastName, nationality: 'DE' })).json();
  }

  async function approvedAtLevel1(email: string) {
    user = await test.loginAs(email);
    expect((await submitLevel(1, 'Approved')).data).toEqual({ kycStatus: 'waiting', kycLevel: 1, levelIndex: 0 });
    await decided();
    expect((await call('POST', '/api/kyc/getKycStatus')).json().data).toEqual({ kycStatus: 'succeeded', kycLevel: 1, levelIndex: 1 });
  }

  /** A card order of the amount: created at 1,500 USD (level 1), its amount then raised as if the operator had lowered the thresholds since. */
  async function orderOf(amount: string) {
    const quoteId = sealedTestQuote({ fiat: 'USD', fiatAmount: '1500', expiresAt: test.clock.now() + 30_000 });
    submitTokens += 1;
    const created = await call(
      'POST',
      '/api/trade/create',
      { quoteId, cryptoCurrency: 'USDT', address: tronAddress, network: 'TRX', fiatCurrency: 'USD', amount: '1500', payWayCode: '10001', alpha2: 'US' },
      { 'submit-token': `level-${submitTokens}` },
    );
    const { orderNo } = created.json().data;
    await test.db.query('UPDATE buy_orders SET fiat_amount = $2 WHERE order_no = $1', [orderNo, amount]);
    return orderNo as string;
  }

  const payByCard = (orderNo: string) => call('POST', '/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard }).then((r) => r.json());

  it('opening the level 2 flow with nothing submitted verifies nothing: check, buy-through, order and card payment still ask for level 2', async () => {
    await approvedAtLevel1('level-two-opened@example.com');
    expect(await check('3000')).toEqual({ kycFlag: 1, userLevel: 2 });
    expect((await call('POST', '/api/kyc/getToken/v2')).json().success).toBe(true);
    expect(await check('3000')).toEqual({ kycFlag: 1, userLevel: 2 });
    expect(await check('1500')).toEqual({ kycFlag: 0, userLevel: 1 });
    expect((await call('POST', '/api/kyc/getKycStatus')).json().data).toEqual({ kycStatus: 'succeeded', kycLevel: 1, levelIndex: 1 });

    const quoteId = sealedTestQuote({ fiat: 'USD', fiatAmount: '3000', expiresAt: test.clock.now() + 30_000 });
    const refusedOrder = await call(
      'POST',
      '/api/trade/create',
      { quoteId, cryptoCurrency: 'USDT', address: tronAddress, network: 'TRX', fiatCurrency: 'USD', amount: '3000', payWayCode: '10001', alpha2: 'US' },
      { 'submit-token': 'level-two-order' },
    );
    expect(refusedOrder.json().returnCode).toBe('60007');

    const orderNo = await orderOf('3000');
    expect((await call('POST', '/api/kyc/buyKycThrough', { orderNo })).json().data).toEqual({ isKyc: false, kycLevel: 1 });
    expect((await payByCard(orderNo)).returnCode).toBe('60007');
    expect((await test.db.one<{ status: string }>('SELECT status FROM buy_orders WHERE order_no = $1', [orderNo]))?.status).toBe('unpaid');
  });

  it('a level 2 review in progress keeps level 1; once approved, every gate lets the level 2 amount through', async () => {
    await approvedAtLevel1('level-two-approved@example.com');
    const orderNo = await orderOf('3000');
    expect(await submitLevel(2, 'Approved')).toMatchObject({ data: { kycStatus: 'waiting', kycLevel: 2, levelIndex: 1 } });
    expect(await check('3000')).toEqual({ kycFlag: 2, userLevel: 2 });
    expect(await check('1500')).toEqual({ kycFlag: 0, userLevel: 1 });
    expect((await payByCard(orderNo)).returnCode).toBe('60007');
    await decided();
    expect((await call('POST', '/api/kyc/getKycStatus')).json().data).toEqual({ kycStatus: 'succeeded', kycLevel: 2, levelIndex: 2 });
    expect(await check('3000')).toEqual({ kycFlag: 0, userLevel: 2 });
    expect((await call('POST', '/api/kyc/buyKycThrough', { orderNo })).json().data).toEqual({ isKyc: true, kycLevel: 2 });
    expect(await payByCard(orderNo)).toMatchObject({ returnCode: '0000', data: { orderNo, result: 'success' } });
  });

  it('level 2 Resubmit shows the exception, keeps level 1, and takes a new level 2 submission', async () => {
    await approvedAtLevel1('level-two-resubmit@example.com');
    await submitLevel(2, 'Resubmit');
    await decided();
    expect((await call('POST', '/api/kyc/getKycStatus')).json().data).toEqual({ kycStatus: 'exception', kycLevel: 2, levelIndex: 1 });
    expect((await call('POST', '/api/kyc/getKycResult')).json().data).toEqual({ kycStatus: 'exception', reasons: ['resubmitDocuments'] });
    expect(await check('1500')).toEqual({ kycFlag: 0, userLevel: 1 });
    expect(await check('3000')).toEqual({ kycFlag: 1, userLevel: 2 });
    // The level already approved is not asked again.
    expect((await call('POST', '/api/kyc/getKycToken')).json().returnCode).toBe('40203');
    expect((await submitLevel(2, 'Approved')).data).toEqual({ kycStatus: 'waiting', kycLevel: 2, levelIndex: 1 });
    await decided();
    expect(await check('3000')).toEqual({ kycFlag: 0, userLevel: 2 });
  });

  it('level 2 Rejected shows the rejection with its reasons, keeps level 1 for smaller orders and asks for no login', async () => {
    await approvedAtLevel1('level-two-rejected@example.com');
    await submitLevel(2, 'Rejected');
    await decided();
    expect((await call('POST', '/api/kyc/getKycStatus')).json().data).toEqual({ kycStatus: 'failed', kycLevel: 2, levelIndex: 1 });
    expect((await call('POST', '/api/kyc/getKycResult')).json().data).toEqual({ kycStatus: 'failed', reasons: ['ownId', 'nameMatchesCardholder', 'singleId'] });
    expect((await call('POST', '/api/kyc/kycDisabled')).json().data).toBe(false);
    expect(await check('1500')).toEqual({ kycFlag: 0, userLevel: 1 });
    expect(await check('3000')).toEqual({ kycFlag: 2, userLevel: 2 });
    expect((await call('POST', '/api/kyc/getToken/v2')).json().returnCode).toBe('40203');
    expect((await call('POST', '/api/kyc/getQuota', { fiat: 'USD' })).json().data).toEqual({ fiat: 'USD', quota: '2999.99' });
  });

  it('a submission starts from what was sent: level 2 from the approved identity and its photos, a resubmission from its identity but new photos', async () => {
    await approvedAtLevel1('resubmit-prefill@example.com');
    // Level 2 starts from the approved level 1 identity and keeps the ID photo and selfie that review approved.
    expect((await call('GET', '/api/kyc/findUserDetail')).json().data).toEqual({
      kycStatus: 'succeeded',
      identity: { firstName: 'Ana', lastName: 'Approved', nationality: 'DE' },
      masked: [],
      photosKept: ['id', 'selfie'],
    });
    const first = (await call('POST', '/api/kyc/getToken/v2')).json().data;
    expect((await capture(first.captureUrl, 'proofOfAddress', photo)).json().success).toBe(true);
    const identity = { firstName: 'Ana', nationality: 'DE', idNumber: 'X1234567' };
    expect((await call('POST', '/api/kyc/onfidoCheckSubmit', { token: first.token, ...identity, lastName: 'Resubmit' })).json().data).toEqual({
      kycStatus: 'waiting',
      kycLevel: 2,
      levelIndex: 1,
    });
    await decided();
    // Asked to resubmit the documents: the identity sent comes back (its ID number masked, named so), the photos sent before it do not count.
    expect((await call('GET', '/api/kyc/findUserDetail')).json().data).toEqual({
      kycStatus: 'exception',
      identity: { ...identity, lastName: 'Resubmit', idNumber: 'X123****' },
      masked: ['idNumber'],
      photosKept: [],
    });
    const again = (await call('POST', '/api/kyc/getToken/v2')).json().data;
    expect((await call('POST', '/api/kyc/onfidoCheckSubmit', { token: again.token, ...identity, lastName: 'Approved' })).json()).toEqual(
      validation('idFile: is not valid'),
    );
    for (const kind of ['id', 'selfie', 'proofOfAddress']) expect((await capture(again.captureUrl, kind, photo)).json().success).toBe(true);
    expect((await call('GET', '/api/kyc/findUserDetail')).json().data.photosKept).toEqual(['id', 'proofOfAddress', 'selfie']);
    expect((await call('POST', '/api/kyc/onfidoCheckSubmit', { token: again.token, ...identity, lastName: 'Approved' })).json().data.kycStatus).toBe('waiting');
  });

  it('level 2 Risky stops the account as the level 1 outcome does', async () => {
    await approvedAtLevel1('level-two-risky@example.com');
    await submitLevel(2, 'Risky');
    await decided();
    expect((await call('POST', '/api/kyc/kycDisabled')).json().returnCode).toBe('40207');
    expect(await check('100')).toEqual({ kycFlag: 2, userLevel: 1 });
  });
});

describe('KYC calls without a body', () => {
  const bodyless = [
    '/kyc/getKycStatus',
    '/kyc/getSellKycStatus',
    '/kyc/kycDisabled',
    '/kyc/getKycResult',
    '/kyc/getKycToken',
    '/kyc/getToken/v2',
    '/kyc/auth/check',
    '/kyc/legend/queryData',
  ];
  beforeAll(async () => {
    user = await test.loginAs('bodyless@example.com');
  });

  it.each(bodyless)('%s refuses a body other than nothing or {}', async (path) => {
    for (const body of [[], 42, 'abc', null])
      expect((await call('POST', `/api${path}`, body)).json(), JSON.stringify(body)).toEqual(validation('body: must be object'));
    const extra = await call('POST', `/api${path}`, { zzz: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual(validation('zzz: must NOT have additional properties'));
  });

  it.each(bodyless)('%s answers with no body and with {}', async (path) => {
    expect((await call('POST', `/api${path}`)).json().success).toBe(true);
    expect((await call('POST', `/api${path}`, {})).json().success).toBe(true);
  });
});

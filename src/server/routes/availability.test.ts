import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';

let test: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('availability@example.com');
});
afterAll(() => test.close());

interface Method {
  payWayCode: string;
  limits: { min: string; max: string } | null;
  embed: { needsCamera: boolean; needsPaymentPermission: boolean; redirectOnly: boolean };
  kyc: unknown;
  payoutForm: unknown;
}
interface Offer {
  country: string;
  fiat: string;
  methods: Method[];
}

const availability = async (query: string) => test.inject('GET', `/api/availability?${query}`);
const offersOf = async (query: string): Promise<Offer[]> => (await availability(query)).json().data.offers;

describe('GET /api/availability', () => {
  it('answers anyone, from config alone, cacheable by any cache for five minutes', async () => {
    const response = await availability('side=sell&country=BR');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const data = response.json().data;
    expect(data.side).toBe('sell');
    expect(data.cryptos).toContainEqual({ crypto: 'USDT', networks: expect.arrayContaining(['TRX', 'ETH']) });
    expect(data.offers).toEqual([
      {
        country: 'BR',
        fiat: 'BRL',
        limits: expect.objectContaining({ min: expect.any(String), max: expect.any(String) }),
        kyc: { above: '10000', enhancedAbove: '100000' },
        methods: expect.any(Array),
      },
    ]);
  });

  it("answers the payout methods a seller is offered, each with its form's name and required fields", async () => {
    const [brazil] = await offersOf('side=sell&country=BR');
    expect(brazil?.methods.map((method) => method.payWayCode)).toEqual(['30001']);
    expect(brazil?.methods[0]?.payoutForm).toEqual({ name: 'BR', required: ['fullName', 'cpf'] });
    const [germany] = await offersOf('side=sell&country=DE');
    expect(germany?.methods.map((method) => method.payWayCode)).toEqual(['19000', '10001', '501', '502']);
    expect(germany?.methods.find((method) => method.payWayCode === '10001')?.payoutForm).toEqual({
      name: 'shared/card',
      required: ['fullName', 'cardNumber', 'cardExpiry'],
    });
  });

  it('is the same list, in the same order and with the same limits, as the checkout’s own payout and payment lists', async () => {
    const payout = (await user.signedInject('GET', '/api/crypto/payment/payout/list?fiat=EUR&alpha2=DE')).json().data as Method[];
    const [sell] = await offersOf('side=sell&country=DE&fiat=EUR');
    expect(sell?.methods.map(({ payWayCode, limits }) => ({ payWayCode, limits }))).toEqual(payout.map(({ payWayCode, limits }) => ({ payWayCode, limits })));
    const paymentIn = (await user.signedInject('GET', '/api/crypto/payment/in/list?fiat=IDR&alpha2=ID')).json().data as Method[];
    const [buy] = await offersOf('side=buy&country=ID&fiat=IDR');
    expect(buy?.methods.map(({ payWayCode, limits }) => ({ payWayCode, limits }))).toEqual(paymentIn.map(({ payWayCode, limits }) => ({ payWayCode, limits })));
  });

  it('says what each method needs of a frame: the payment permission for Apple Pay, the camera for PIX, a new tab for a redirect', async () => {
    const [germany] = await offersOf('side=buy&country=DE&fiat=EUR');
    const byCode = (code: string) => germany?.methods.find((method) => method.payWayCode === code);
    expect(byCode('501')?.embed).toEqual({ needsCamera: false, needsPaymentPermission: true, redirectOnly: false });
    expect(byCode('701')?.embed).toEqual({ needsCamera: false, needsPaymentPermission: true, redirectOnly: false });
    expect(byCode('10001')?.embed).toEqual({ needsCamera: false, needsPaymentPermission: false, redirectOnly: false });
    const [brazil] = await offersOf('side=buy&country=BR');
    expect(brazil?.methods.find((method) => method.payWayCode === '30001')).toMatchObject({
      embed: { needsCamera: true, needsPaymentPermission: false, redirectOnly: false },
      kyc: { identityCountries: ['BR'], identityReview: false, rule: 'brazil' },
      payoutForm: null,
    });
  });

  it('lists every country of a fiat without a country, and every pair of the side without either', async () => {
    const euro = await offersOf('side=buy&fiat=EUR');
    expect(euro.map((offer) => offer.country)).toEqual(expect.arrayContaining(['DE', 'NL', 'BE']));
    expect(euro.every((offer) => offer.fiat === 'EUR')).toBe(true);
    const all = await offersOf('side=sell');
    expect(new Set(all.map((offer) => offer.fiat)).size).toBeGreaterThan(5);
  });

  it('answers no offer for a country or fiat the config does not offer on that side', async () => {
    expect(await offersOf('side=buy&country=XX')).toEqual([]);
    expect(await offersOf('side=sell&country=BR&fiat=EUR')).toEqual([]);
  });

  it('refuses a missing side or a malformed country with 400 naming the parameter', async () => {
    expect((await availability('country=BR')).json()).toEqual({
      returnCode: '40000',
      returnMsg: "side: must have required property 'side'",
      data: null,
      success: false,
    });
    const lower = await availability('side=buy&country=br');
    expect(lower.statusCode).toBe(400);
    expect(lower.json().returnMsg).toMatch(/^country: /);
    expect((await availability('side=swap')).json().returnMsg).toMatch(/^side: /);
  });
});

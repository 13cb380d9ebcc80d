import { describe, expect, it } from 'vitest';
import paymentMethodsSchema from '../../../schemas/payment-methods.schema.json';
import { createAjv } from '../ajv';
import type { PaymentMethod, PaymentMethodCatalogue } from '../generated/payment-methods.schema';
import {
  defaultSellMethod,
  fixedFeeFor,
  isRetryMethod,
  methodByCode,
  methodLimitFor,
  methodsFor,
  nationalityAllows,
  paymentMethodCatalogue,
  retryMethodsFor,
} from './paymentMethods';
import { paymentRoutes, routePath } from './routes';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const codes = (methods: PaymentMethod[]) => methods.map((m) => m.payWayCode);
const buy = (code: string) => {
  const method = methodByCode('buy', code);
  if (!method) throw new Error(`no buy method ${code}`);
  return method;
};

const specBuyCodes = [
  '10001',
  '10003',
  '10004',
  '10005',
  '10006',
  '201',
  '202',
  '203',
  '210',
  '300',
  '40001',
  '40002',
  '40003',
  '40004',
  '20001',
  '501',
  '502',
  '701',
  '702',
  '30001',
  '30002',
  '601',
  ...range(80039, 80070),
  ...range(41001, 41021),
  '51001',
  '51002',
  '52001',
  '52002',
  '52003',
  '52004',
  '52005',
  '53001',
  '53002',
  '53003',
  '53004',
  '90001',
  '90002',
  '90007',
  '22000',
  '23000',
  '12000',
  '11000',
  '13000',
  '18000',
];
const specSellCodes = ['10001', '501', '502', '40001', '40002', '30001', '19000'];

const validate = createAjv().compile(paymentMethodsSchema);
const withMethod = (change: Partial<PaymentMethod>, code = '10001'): unknown => ({
  ...paymentMethodCatalogue,
  methods: paymentMethodCatalogue.methods.map((m) => (m.side === 'buy' && m.payWayCode === code ? { ...m, ...change } : m)),
});

describe('config/payment-methods.json', () => {
  it('is valid against its schema', () => {
    expect(validate(paymentMethodCatalogue), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each([
    ['a misspelt field', { routerpath: '/otherWayPay' }, '10005'],
    ['card brands on an e-wallet', { cardType: ['visa'] }, '10005'],
    ['a bank list on a card method', { banks: [{ bankCode: 'B1', nameKey: 'payMethod.10001.banks.B1.name', icon: '/icons/pay/b1.svg' }] }, '10001'],
    ['a fee written as a number', { fee: { percent: 3.9, fixed: {} } }, '10001'],
  ] as Array<[string, object, string]>)('is rejected by the schema with %s', (_what, change, code) => {
    expect(validate(withMethod(change as Partial<PaymentMethod>, code))).toBe(false);
  });

  // Properties, never the exact list: a method added in config (README, "Adding a payment method") keeps these green.
  it('has every buy payWayCode of product §3, each range expanded', () => {
    expect(codes(methodsFor('buy'))).toEqual(expect.arrayContaining(specBuyCodes));
  });

  it('has the sell methods of product §3', () => {
    expect(codes(methodsFor('sell'))).toEqual(expect.arrayContaining(specSellCodes));
  });

  it('has each payWayCode and each list place once per side', () => {
    for (const side of ['buy', 'sell'] as const) {
      const methods = methodsFor(side);
      expect(new Set(codes(methods)).size, side).toBe(methods.length);
      expect(new Set(methods.map((method) => method.order)).size, side).toBe(methods.length);
    }
  });

  it('routes every buy method to a payment confirmation page and every sell method to the sell form', () => {
    const payment = new Set(paymentRoutes().map((route) => route.path));
    for (const method of methodsFor('buy')) expect(payment.has(method.routerPath), method.payWayCode).toBe(true);
    for (const method of methodsFor('sell')) expect(method.routerPath).toBe(routePath('sellFormUserInfo'));
  });

  it('routes each method family to its page of product §2', () => {
    const expected: Record<string, string> = {
      '10001': '/creditCardConfig',
      '10003': '/otherWays-VA',
      '10004': '/otherWayPay',
      '10005': '/otherWayPay',
      '10006': '/otherWayPay',
      '12000': '/PSEWayPay',
      '11000': '/pagsmilePay',
      '13000': '/pagsmilePay',
      '18000': '/nigeriaPay',
      '80039': '/phpPayment',
      '41021': '/phpPayment',
      '90007': '/phpPayment',
      '20001': '/binancePay',
      '501': '/applePay',
      '702': '/googlePay',
      '30002': '/ArgentinaPay',
      '52001': '/euroPay',
      '52005': '/euroPay',
      '30001': '/brazilPay',
      '53001': '/cashierDesk-bankTransfer',
      '53004': '/cashierDesk-bankTransfer',
    };
    for (const [code, path] of Object.entries(expected)) expect(buy(code).routerPath, code).toBe(path);
  });

  it('reads the identity-review status first for exactly the cashier-desk transfers 53001-53004', () => {
    expect(codes(paymentMethodCatalogue.methods.filter((m) => m.identityReview))).toEqual(['53001', '53002', '53003', '53004']);
  });

  it('applies the Brazil KYC rule to PIX only', () => {
    expect(codes(paymentMethodCatalogue.methods.filter((m) => m.kycRule === 'brazil'))).toEqual(['30001']);
  });

  it('lists the five Indonesian virtual-account banks on the one 10003 entry', () => {
    expect(buy('10003').banks?.map((bank) => bank.bankCode)).toEqual(['B1', 'M1', 'BT', 'BRI', 'I2']);
  });

  it('gives every payout method its own payout time from config: card 15 minutes, bank account 2-3 days, PIX within minutes (product §9)', () => {
    const sell = (code: string) => methodByCode('sell', code)?.payoutTimeKey;
    expect(methodsFor('sell').every((method) => method.payoutTimeKey !== undefined)).toBe(true);
    expect([sell('10001'), sell('19000'), sell('40001'), sell('30001')]).toEqual([
      'sell.form.cardPayoutTime',
      'sell.form.bankPayoutTime',
      'sell.form.walletPayoutTime',
      'sell.form.pixPayoutTime',
    ]);
  });

  it('refuses a payout method without its payout time, and a payment method with one', () => {
    const sellWithout = {
      ...paymentMethodCatalogue,
      methods: paymentMethodCatalogue.methods.map((m) => (m.side === 'sell' && m.payWayCode === '30001' ? { ...m, payoutTimeKey: undefined } : m)),
    };
    expect(validate(JSON.parse(JSON.stringify(sellWithout)))).toBe(false);
    expect(validate(withMethod({ payoutTimeKey: 'sell.form.cardPayoutTime' }))).toBe(false);
  });

  it('gives each Philippine bank and wallet its own name and logo', () => {
    const philippine = [...range(80039, 80070), ...range(41001, 41021)].map(buy);
    expect(new Set(philippine.map((m) => m.nameKey)).size).toBe(53);
    expect(new Set(philippine.map((m) => m.icon)).size).toBe(53);
  });
});

describe('methodsFor', () => {
  it('hides a TR-only method from a non-TR identity and shows it to a TR one', () => {
    expect(codes(methodsFor('buy', { fiat: 'TRY', country: 'TR', nationality: 'DE' }))).not.toContain('51001');
    expect(codes(methodsFor('buy', { fiat: 'TRY', country: 'TR', nationality: 'TR' }))).toEqual(expect.arrayContaining(['51001', '51002']));
  });

  it('hides PIX from an identity that is not Brazilian', () => {
    expect(codes(methodsFor('buy', { fiat: 'BRL', country: 'BR', nationality: 'AR' }))).not.toContain('30001');
    expect(codes(methodsFor('buy', { fiat: 'BRL', country: 'BR', nationality: 'BR' }))).toContain('30001');
    expect(codes(methodsFor('sell', { fiat: 'BRL', nationality: 'PT' }))).not.toContain('30001');
  });

  it('keeps nationality-bound methods listed while the identity is unknown, leaving the check to KYC', () => {
    expect(nationalityAllows(buy('52001'), undefined)).toBe(true);
    expect(codes(methodsFor('buy', { fiat: 'PLN', country: 'PL' }))).toContain('52001');
  });

  it('filters by the country of the chosen fiat, keeping methods open to any country', () => {
    const vietnam = codes(methodsFor('buy', { fiat: 'VND', country: 'VN' }));
    expect(vietnam).toEqual(expect.arrayContaining(['10001', '201', '202', '203', '210']));
    expect(vietnam).not.toContain('10004');
    expect(codes(methodsFor('buy', { fiat: 'EUR', country: 'DE' }))).not.toContain('52002');
    expect(codes(methodsFor('buy', { fiat: 'EUR', country: 'NL' }))).toContain('52002');
  });

  it('filters by fiat', () => {
    const euro = codes(methodsFor('buy', { fiat: 'EUR' }));
    expect(euro).toEqual(expect.arrayContaining(['10001', '501', '701', '53003']));
    expect(euro).not.toContain('502');
    expect(codes(methodsFor('buy', { fiat: 'PHP' }))).not.toContain('10003');
  });

  it('returns methods in display order', () => {
    const orders = methodsFor('buy').map((m) => m.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('single-method lookups', () => {
  it('finds a method by side and code', () => {
    expect(methodByCode('sell', '19000')?.type).toBe('bankTransfer');
    expect(methodByCode('buy', '19000')).toBeUndefined();
  });

  it('starts a sell order with payout method 19000', () => {
    expect(defaultSellMethod().payWayCode).toBe('19000');
  });

  it('throws when the catalogue lacks the default sell payWayCode of the constants', () => {
    const catalogue: PaymentMethodCatalogue = {
      ...paymentMethodCatalogue,
      methods: paymentMethodCatalogue.methods.filter((m) => m.side === 'buy') as PaymentMethodCatalogue['methods'],
    };
    expect(() => defaultSellMethod(catalogue)).toThrow('config/payment-methods.json has no sell method 19000 (constants.defaultSellPayWayCode)');
  });

  it('charges no fixed fee in a fiat the entry does not list', () => {
    expect(fixedFeeFor(buy('10001'), 'USD')).toBe('0.3');
    expect(fixedFeeFor(buy('10001'), 'IDR')).toBe('0');
  });

  it('narrows limits only where the entry gives them', () => {
    expect(methodLimitFor(buy('53001'), 'USD')).toEqual({ min: '100', max: '50000' });
    expect(methodLimitFor(buy('10001'), 'USD')).toBeUndefined();
  });
});

describe('retry after a failed buy (product §4)', () => {
  it('offers wallet pay, Apple Pay, Google Pay, QR code, bank transfer and e-wallets, not cards', () => {
    expect(isRetryMethod(buy('10001'))).toBe(false);
    expect(isRetryMethod(buy('10003'))).toBe(false);
    for (const code of ['20001', '501', '701', '10004', '53001', '10005']) expect(isRetryMethod(buy(code)), code).toBe(true);
  });

  it('lists the retry methods open to the order', () => {
    expect(codes(retryMethodsFor({ fiat: 'IDR', country: 'ID' }))).toEqual(['10004', '10005', '10006']);
  });
});

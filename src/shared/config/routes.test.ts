import { describe, expect, it } from 'vitest';
import routesSchema from '../../../schemas/routes.schema.json';
import { createAjv } from '../ajv';
import type { RouteTable } from '../generated/routes.schema';
import { fallbackRoute, paymentRoutes, routeByName, routeByPath, routePath, routes, routeTable } from './routes';

const specPublicPaths = [
  '/index',
  '/receivingMode',
  '/paymentMethod',
  '/emailCode',
  '/verifyCode',
  '/kycVerification',
  '/kycVerify',
  '/kycStatus',
  '/kyc-error-countryCheck',
  '/accountsDisabled',
  '/unauthorizedAccess',
  '/fillInformation',
  '/idProof',
  '/id_authentication',
];
const specPaymentPaths = [
  '/creditCardConfig',
  '/otherWays-VA',
  '/otherWayPay',
  '/PSEWayPay',
  '/pagsmilePay',
  '/nigeriaPay',
  '/phpPayment',
  '/binancePay',
  '/googlePay',
  '/applePay',
  '/ArgentinaPay',
  '/euroPay',
  '/brazilPay',
  '/cashierDesk-bankTransfer',
];
const specSignedInPaths = [
  '/paymentResult',
  '/errorFormInfo',
  '/sell-formUserInfo',
  '/sellOrder',
  '/tradeHistory',
  '/tradeHistory-details',
  '/tradeHistory-BuyDetails',
  '/Refund',
];
const unnamedInSpec = { sellConfirm: '/sellConfirm', refundRequest: '/refundRequest', payRedirect: '/payRedirect' };

const validate = createAjv().compile(routesSchema);

describe('config/routes.json', () => {
  it('is valid against its schema', () => {
    expect(validate(routeTable), JSON.stringify(validate.errors)).toBe(true);
  });

  it('is rejected by the schema when a route field is misspelt', () => {
    const [first, ...rest] = routeTable.routes;
    expect(validate({ ...routeTable, routes: [{ ...first, pathh: '/x' }, ...rest] })).toBe(false);
  });

  it('has every public route of product §2, open to visitors', () => {
    for (const path of specPublicPaths) expect(routeByPath(path)?.auth, path).toBe(false);
  });

  it('has every signed-in route of product §2 behind sign-in', () => {
    for (const path of [...specPaymentPaths, ...specSignedInPaths]) expect(routeByPath(path)?.auth, path).toBe(true);
  });

  it('gives the three pages the spec leaves unnamed their agreed names and paths', () => {
    for (const [name, path] of Object.entries(unnamedInSpec)) expect(routePath(name)).toBe(path);
  });

  it('marks exactly the payment confirmation pages of product §2 as payment routes', () => {
    expect(
      paymentRoutes()
        .map((route) => route.path)
        .sort(),
    ).toEqual([...specPaymentPaths].sort());
  });

  it('derives each name from its path as navigation code expects', () => {
    const expected: Record<string, string> = {
      '/index': 'index',
      '/emailCode': 'emailCode',
      '/kyc-error-countryCheck': 'kycErrorCountryCheck',
      '/id_authentication': 'idAuthentication',
      '/otherWays-VA': 'otherWaysVa',
      '/tradeHistory-BuyDetails': 'tradeHistoryBuyDetails',
      '/Refund': 'refund',
      '/sell-formUserInfo': 'sellFormUserInfo',
      '/cashierDesk-bankTransfer': 'cashierDeskBankTransfer',
      '/PSEWayPay': 'pseWayPay',
      '/ArgentinaPay': 'argentinaPay',
    };
    for (const [path, name] of Object.entries(expected)) expect(routeByPath(path)?.name).toBe(name);
  });

  it('keeps names and paths unique', () => {
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('titles every route with route.<name>.title', () => {
    for (const route of routes) expect(route.titleKey).toBe(`route.${route.name}.title`);
  });

  it('renders the wallet pays with one shared screen', () => {
    expect(['binancePay', 'googlePay', 'applePay'].map((name) => routeByName(name)?.screen)).toEqual(['LocalPayment', 'LocalPayment', 'LocalPayment']);
  });

  it('numbers the three buy steps home, receiving mode, payment method', () => {
    const steps = routes.filter((route) => route.stepOfBuy !== undefined).map((route) => [route.stepOfBuy, route.name]);
    expect(steps).toEqual([
      [1, 'index'],
      [2, 'receivingMode'],
      [3, 'paymentMethod'],
    ]);
  });

  it('lists the query values the spec names', () => {
    expect(routeByName('emailCode')?.query).toEqual([{ name: 'fromName', values: ['tradeList'] }]);
    expect(routeByName('idAuthentication')?.query).toEqual([{ name: 'status', values: ['0', '1', '2', '4'] }]);
    expect(routeByName('kycVerify')?.query).toEqual([{ name: 'type', values: ['applePay', 'eWallet', 'brazilPay'] }]);
    expect(routeByName('creditCardConfig')?.query).toEqual([{ name: 'configPaymentFrom', values: ['userPayment'] }]);
    expect(routeByName('sellFormUserInfo')?.query[0]).toEqual({ name: 'source', values: ['3'] });
    expect(routeByName('index')?.query.map((q) => q.name)).toEqual(
      expect.arrayContaining(['appId', 'orderNo', 'type', 'language', 'token', 'redirectUrl', 'showTable']),
    );
  });
});

describe('route lookups', () => {
  it('finds a path by route name', () => {
    expect(routePath('emailCode')).toBe('/emailCode');
  });

  it('throws on a route name config does not know', () => {
    expect(() => routePath('emailcode')).toThrow('config/routes.json has no route named "emailcode"');
  });

  it('matches paths case-sensitively, as the spec spells them', () => {
    expect(routeByPath('/PSEWayPay')?.name).toBe('pseWayPay');
    expect(routeByPath('/psewaypay')).toBeUndefined();
  });

  it('sends / and unknown paths to /index', () => {
    expect(fallbackRoute().path).toBe('/index');
  });

  it('throws when a table names a fallback it does not have', () => {
    const table: RouteTable = { ...routeTable, fallback: 'home' };
    expect(() => fallbackRoute(table)).toThrow('config/routes.json fallback "home" is not a route name');
  });
});

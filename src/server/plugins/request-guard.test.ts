import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { findRequestProblem, maxNestingDepth } from './request-guard';

let test: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('guard@example.com');
});
afterAll(() => test.close());

const refused = (returnMsg: string) => ({ returnCode: '40000', returnMsg, data: null, success: false });
const notFound = { returnCode: '40004', returnMsg: 'The requested item was not found.', data: null, success: false };
const nested = (depth: number): unknown => {
  let value: unknown = {};
  for (let i = 1; i < depth; i += 1) value = { a: value };
  return value;
};

/** A request with any body text, as a browser or an attacker may send it. */
const post = (url: string, payload: string) => test.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describe('findRequestProblem', () => {
  it(`accepts ${maxNestingDepth} levels of nesting and refuses one more`, () => {
    expect(findRequestProblem(nested(maxNestingDepth), 'body')).toBeUndefined();
    expect(findRequestProblem(nested(maxNestingDepth + 1), 'body')).toEqual({
      field: 'body',
      reasonKey: 'errors.server.reason.nestedTooDeep',
      params: { max: '32' },
    });
  });

  it('names the field holding a NUL character or a lone surrogate, and accepts a surrogate pair', () => {
    expect(findRequestProblem({ a: { b: ['ok', 'x\u0000'] } }, 'body')).toEqual({ field: 'a.b.1', reasonKey: 'flows.invalidValue' });
    expect(findRequestProblem({ name: 'Ann \udc00Lee' }, 'body')?.field).toBe('name');
    expect(findRequestProblem({ name: 'end \ud800' }, 'body')?.field).toBe('name');
    expect(findRequestProblem({ name: 'emoji 😀 ok' }, 'body')).toBeUndefined();
  });
});

describe('the request guard', () => {
  // As deep as a body under constants.requestBodyMaxBytes.default can nest; a deeper one is too large to be read (413).
  it('answers a deeply nested array, even to an unsigned call, with a 400 envelope', async () => {
    const response = await post('/api/index/v2/trade/quote', `${'['.repeat(8_000)}${']'.repeat(8_000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('body: is nested more than 32 levels deep'));
  });

  it('answers an object nested 2500 deep with a 400 envelope', async () => {
    const response = await post('/api/index/v2/trade/quote', `${'{"a":'.repeat(2_500)}1${'}'.repeat(2_500)}`);
    expect(response.json()).toEqual(refused('body: is nested more than 32 levels deep'));
  });

  it('refuses a __proto__ key by name, as a field that is not allowed', async () => {
    const response = await post('/api/mail/sending', '{"__proto__":{}}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('__proto__: is not an allowed field'));
    expect(({} as Record<string, unknown>).email).toBeUndefined();
  });

  it('refuses a lone surrogate in a payout account before PostgreSQL sees it, and stores nothing', async () => {
    const response = await user.signedInject('POST', '/user/card/account/saveOrUpdate', {
      alpha2: 'GB',
      payWayCode: '19000',
      account: { fullName: 'Ann \udc00Lee', sortCode: '601613', accountNumber: '31926819' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('account.fullName: is not valid'));
    expect((await user.signedInject('GET', '/user/card/account/list')).json().data).toEqual([]);
  });

  it('refuses a lone surrogate in a card holder name, and saves no card', async () => {
    const card = { cardNumber: '4242424242424242', cardExpireMonth: '12', cardExpireYear: '2035', cvv: '123', lastname: 'Lee' };
    expect((await user.signedInject('POST', '/pay/card/submit', { orderNo: 'B1', ...card, firstname: '\ud800' })).json()).toEqual(
      refused('firstname: is not valid'),
    );
    expect((await user.signedInject('POST', '/user/card/submit', { ...card, firstname: 'Ann \udc00' })).json()).toEqual(refused('firstname: is not valid'));
    expect(await test.db.query('SELECT * FROM saved_cards')).toEqual([]);
  });

  it('leaves an unknown route to the 404 envelope, whatever its path or body holds', async () => {
    expect((await test.inject('GET', '/api/nope%00')).json()).toEqual(notFound);
    const badJson = await post('/api/nope', '{"a":');
    expect(badJson.statusCode).toBe(404);
    expect(badJson.json()).toEqual(notFound);
  });
});

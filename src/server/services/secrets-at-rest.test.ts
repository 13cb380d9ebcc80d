import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedInUser, type TestApp } from '../../../tests/helpers/testApp';
import { sealedTestQuote, testBuyOrderBody } from '../../../tests/helpers/orderKit';
import { tokenHash } from './token-hash';

let test: TestApp;
let user: SignedInUser;

/** Every row of a table as the store holds it, as one text to search. */
const rawTable = async (table: 'sessions' | 'seen_signatures' | 'buy_orders' | 'sell_orders' | 'payout_accounts') =>
  JSON.stringify(await test.db.query(`SELECT * FROM ${table}`));

beforeAll(async () => {
  test = await buildTestApp();
  user = await test.loginAs('secrets@example.com');
});
afterAll(() => test.close());

describe('secrets at rest', () => {
  it('keeps only the SHA-256 of a session token, and the signing key the server needs', async () => {
    expect((await user.signedInject('GET', '/login/free/certification')).json().success).toBe(true);
    const sessions = await rawTable('sessions');
    expect(sessions).not.toContain(user.token);
    expect(sessions).toContain(tokenHash(user.token));
    expect(sessions).toContain(user.signingKey);
    expect(await rawTable('seen_signatures')).not.toContain(user.token);
  });

  it('keeps only the SHA-256 of a submit-token, and a retry under it still answers its order', async () => {
    const submitToken = 'b6a1c0de-5ee5-4a11-9b1e-70ca1d5ec2e7';
    const body = testBuyOrderBody(sealedTestQuote({ expiresAt: test.clock.now() + 30_000 }));
    const first = await user.signedInject('POST', '/trade/create', body, { 'submit-token': submitToken });
    test.clock.advance(1);
    const retry = await user.signedInject('POST', '/trade/create', body, { 'submit-token': submitToken });
    expect(retry.json().data.orderNo).toBe(first.json().data.orderNo);

    const sellQuote = sealedTestQuote({
      side: 'sell',
      fiat: 'GBP',
      fiatAmount: '78.5',
      cryptoAmount: '100',
      cryptoPrice: '0.8',
      rampFee: '1.5',
      expiresAt: test.clock.now() + 30_000,
    });
    const sellToken = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
    expect(
      (
        await user.signedInject(
          'POST',
          '/trade/create/sell/coin/order',
          { quoteId: sellQuote, crypto: 'USDT', network: 'TRX', fiat: 'GBP', alpha2: 'GB', cryptoAmount: '100' },
          { 'submit-token': sellToken },
        )
      ).json().success,
    ).toBe(true);

    for (const [table, token] of [
      ['buy_orders', submitToken],
      ['sell_orders', sellToken],
    ] as const) {
      const rows = await rawTable(table);
      expect(rows, table).not.toContain(token);
      expect(rows, table).toContain(tokenHash(token));
    }
  });

  it('stores payout accounts encrypted: the raw table holds no account, card, ID or proxy number, nor the holder', async () => {
    const accounts = [
      { alpha2: 'GB', payWayCode: '19000', account: { fullName: 'Ana Silva', sortCode: '601613', accountNumber: '31926819' } },
      { alpha2: 'BR', payWayCode: '30001', account: { fullName: 'João Silva', cpf: '52998224725', pixKey: 'joao@example.com.br' } },
      { alpha2: 'SG', payWayCode: '40001', account: { fullName: 'Tan Wei Ming', proxyType: 'NRIC', proxyValue: 'S1234567D' } },
      { alpha2: 'DE', payWayCode: '19000', account: { fullName: 'Max Mustermann', accountNumber: 'DE89370400440532013000' } },
    ];
    for (const body of accounts) {
      const saved = await user.signedInject('POST', '/user/card/account/saveOrUpdate', body);
      expect(saved.json().success, saved.body).toBe(true);
    }

    const stored = await test.db.query<{ account: unknown; account_sealed: string }>('SELECT account, account_sealed FROM payout_accounts');
    expect(stored).toHaveLength(accounts.length);
    for (const row of stored) {
      expect(row.account).toBeNull();
      expect(row.account_sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    }
    const raw = await rawTable('payout_accounts');
    for (const value of accounts.flatMap((body) => Object.values(body.account)).filter((value) => value.length > 4)) {
      expect(raw, value).not.toContain(value);
    }
    const listed = (await user.signedInject('GET', '/user/card/account/list?alpha2=GB')).json().data;
    expect(listed[0].account).toEqual({ fullName: 'Ana Silva', sortCode: '601613', accountNumber: '****6819' });
  });
});

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { serverConfigFromEnv } from '../config';
import { loggerOptions } from '../logger';
import { signRequest } from '../../shared/sign';
import { freshDb } from '../../../tests/helpers/testDb';
import { codeFromOutbox } from '../../../tests/helpers/testApp';
import { sealedTestQuote, testCard, tronAddress } from '../../../tests/helpers/orderKit';

describe('card data in logs and store', () => {
  it('never writes the card number to the trace log or any column, paying and saving a card', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const db = await freshDb();
    const app = await buildApp({ db, config: serverConfigFromEnv({ NODE_ENV: 'test' }), logger: { ...loggerOptions('trace'), stream } });
    const inject = (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method,
        url,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });

    await inject('POST', '/api/mail/sending', { email: 'logs@example.com' });
    const login = await inject('POST', '/api/user/login', { email: 'logs@example.com', code: await codeFromOutbox({ inject }, 'logs@example.com') });
    const token = String(login.headers.token);
    const key = String(login.headers.sign);
    let clock = Date.now();
    const signed = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
      const timestamp = String((clock += 1));
      const text = JSON.stringify(body);
      const sign = await signRequest({ key, timestamp, method: 'POST', pathAndQuery: url.slice(4), body: text });
      return inject('POST', url, body, { token, timestamp, sign, ...headers });
    };

    const quoteId = sealedTestQuote({ expiresAt: Date.now() + 60_000 });
    const created = await signed(
      '/api/trade/create',
      { quoteId, cryptoCurrency: 'USDT', address: tronAddress, network: 'TRX', fiatCurrency: 'USD', amount: '100', payWayCode: '10001', alpha2: 'US' },
      { 'submit-token': 'logs' },
    );
    const orderNo = created.json().data.orderNo;
    expect((await signed('/api/pay/card/submit', { orderNo, cardNumber: '4242424242424242', ...testCard, saveCard: true })).json().success).toBe(true);
    expect((await signed('/api/user/card/submit', { cardNumber: '5555555555554444', ...testCard })).json().success).toBe(true);

    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toMatch(/4242424242424242|5555555555554444/);
    const tables = await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    for (const { table_name } of tables) {
      const rows = await db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${table_name} t`);
      for (const { row } of rows) expect(row).not.toMatch(/4242424242424242|5555555555554444|"cvv"/);
    }
    await app.close();
    await db.close();
  });
});

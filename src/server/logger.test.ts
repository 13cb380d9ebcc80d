import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

describe('loggerOptions', () => {
  it('never writes an e-mail, a card number or a token to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.post('/pay', async (request) => {
      request.log.info({ email: 'alice@example.com', cardNumber: '4111111111111111', cvv: '123' }, 'paying');
      return {};
    });
    await app.inject({
      method: 'POST',
      url: '/pay?email=alice@example.com',
      headers: { token: 'secret-token-value', sign: 'secret-sign-value' },
      payload: { cardNumber: '4111111111111111' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('alic*************');
    for (const secret of ['alice@example.com', 'alice%40example.com', '4111111111111111', 'secret-token-value', 'secret-sign-value', '"123"']) {
      expect(log).not.toContain(secret);
    }
  });
});

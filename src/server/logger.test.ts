import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverConfigFromEnv } from './config';
import { loggerOptions } from './logger';
import { setupEnvelope } from './plugins/envelope';

function logLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

describe('loggerOptions', () => {
  it('logs an unexpected database error by type, masked message, code and stack: never its query parameters', async () => {
    const { lines, stream } = logLines();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    // The envelope's messages come from the app's config, as app.ts decorates it.
    app.decorate('config', serverConfigFromEnv({}));
    setupEnvelope(app);
    app.post('/payout', async () => {
      throw Object.assign(new Error('value too long for "Ana Silva"'), {
        code: '22001',
        params: ['Ana Silva', 'GB29NWBK60161331926819'],
        where: "unnamed portal parameter $2 = 'GB29NWBK60161331926819'",
      });
    });
    const response = await app.inject({ method: 'POST', url: '/payout' });
    await app.close();
    expect(response.json()).toEqual({ returnCode: '99999', returnMsg: 'System busy, please try again later.', data: null, success: false });
    const logged = lines.map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> }).find((line) => line.msg === 'unexpected error');
    expect(Object.keys(logged?.err ?? {})).toEqual(['type', 'message', 'code', 'stack']);
    expect(logged?.err).toMatchObject({ type: 'Error', message: 'value too long for "Ana *****"', code: '22001' });
    expect(lines.join('')).not.toMatch(/Ana Silva|GB29NWBK|60161331926819/);
  });

  it('never writes an e-mail, a card number or a token to the log', async () => {
    const { lines, stream } = logLines();
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

  it('never writes a session signing key or DATA_KEY to the log, whatever the field is called', async () => {
    const { lines, stream } = logLines();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    const signingKey = 'f00dfeed'.repeat(8);
    const dataKey = 'S2V5IHRoYXQgc2VhbHMgcGF5b3V0IGFjY291bnRzIQ==';
    app.get('/session', async (request) => {
      request.log.info({ session: { signingKey, userNo: 'U1' }, row: { signing_key: signingKey }, stored: { signKey: signingKey } }, 'session');
      request.log.info({ env: { DATA_KEY: dataKey }, config: { dataKey } }, 'config');
      return {};
    });
    await app.inject({ method: 'GET', url: `/session?signKey=${signingKey}` });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"userNo":"U1"');
    expect(log).not.toContain(signingKey);
    expect(log).not.toContain(dataKey);
  });
});

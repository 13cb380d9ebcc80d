import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, codeFromOutbox, type TestApp } from '../../../tests/helpers/testApp';
import commonSchema from '../../../schemas/api/common.schema.json';
import { constants } from '../../shared/config/constants';
import { sandboxConfig } from '../../../tests/helpers/testFlows';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

const minute = 60_000;

function fromIp(ip: string, email: string) {
  return test.app.inject({ method: 'POST', url: '/api/mail/sending', payload: { email }, remoteAddress: ip });
}

async function sendCode(email: string) {
  const response = await test.inject('POST', '/api/mail/sending', { email });
  expect(response.statusCode).toBe(200);
  return codeFromOutbox(test, email);
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/mail/sending', () => {
  it('mails a six-digit code to the address, valid for ten minutes', async () => {
    const response = await test.inject('POST', '/api/mail/sending', { email: 'Ana@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ returnCode: '0000', returnMsg: '', data: null, success: true });
    const mails = (await test.inject('GET', '/api/dev/outbox?email=ana@example.com')).json().data;
    expect(mails[0]).toMatchObject({ to: 'ana@example.com', subject: 'Your Gangway verification code' });
    expect(mails[0].text).toMatch(/^Your verification code is \d{6}\. It is valid for 10 minutes\./);
  });

  it('writes the mail in the language of the request', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/api/mail/sending',
      payload: { email: 'lan@example.com' },
      headers: { 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    const mails = (await test.inject('GET', '/api/dev/outbox?email=lan@example.com')).json().data;
    expect(mails[0].subject).toBe('Mã xác minh Gangway của bạn');
  });

  it('refuses a malformed e-mail naming the field', async () => {
    const response = await test.inject('POST', '/api/mail/sending', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      returnCode: '40000',
      returnMsg: `email: must match pattern "${commonSchema.$defs.email.pattern}"`,
      data: null,
      success: false,
    });
  });

  it.each(['x<attacker@evil.example>', 'Ana <ana@example.com>', '"ana"@example.com', 'ana@example.com,eve@evil.example', 'ana@example.com (eve@evil.example)'])(
    'refuses %j: a display name, comment or list would mail the code to another address',
    async (email) => {
      const response = await test.app.inject({ method: 'POST', url: '/api/mail/sending', payload: { email }, remoteAddress: '192.0.2.200' });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnMsg).toMatch(/^email: must match pattern/);
      expect(await test.db.query('SELECT 1 FROM mail_outbox WHERE to_email = $1', [email.toLowerCase()])).toEqual([]);
    },
  );

  it('refuses a new code within 60 s of the last one, saying how long to wait', async () => {
    await sendCode('quick@example.com');
    test.clock.advance(20_000);
    const response = await test.inject('POST', '/api/mail/sending', { email: 'quick@example.com' });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      returnCode: '40104',
      returnMsg: 'You can request a new code in 40 s.',
      data: null,
      success: false,
    });
  });

  it('allows five codes per e-mail per hour, then refuses until the oldest is an hour old', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await fromIp(`192.0.2.${i + 1}`, 'often@example.com')).statusCode).toBe(200);
      test.clock.advance(minute + 1000);
    }
    const refused = await fromIp('192.0.2.9', 'often@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      returnCode: '40029',
      returnMsg: 'Too many requests, try again in 3295 s.',
      data: null,
      success: false,
    });
    test.clock.advance(3295_000);
    expect((await fromIp('192.0.2.9', 'often@example.com')).statusCode).toBe(200);
  });

  it('allows twenty codes per client ip per hour', async () => {
    for (let i = 0; i < 20; i += 1) expect((await fromIp('198.51.100.7', `ip${i}@example.com`)).statusCode).toBe(200);
    const refused = await fromIp('198.51.100.7', 'ip20@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().returnCode).toBe('40029');
  });
});

describe('POST /api/user/login', () => {
  it('creates the user on the first login and answers token and sign headers', async () => {
    const code = await sendCode('new@example.com');
    const response = await test.inject('POST', '/api/user/login', { email: 'New@example.com', code });
    expect(response.statusCode).toBe(200);
    expect(response.headers.token).toMatch(/^[0-9a-f]{64}$/);
    expect(response.headers.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(response.headers.sign).not.toBe(response.headers.token);
    expect(response.json()).toEqual({
      returnCode: '0000',
      returnMsg: '',
      data: { email: 'new@example.com', userNo: expect.stringMatching(/^U[0-9A-F]{16}$/), kycStatus: 'none' },
      success: true,
    });
    const users = await test.db.query('SELECT email FROM users WHERE email = $1', ['new@example.com']);
    expect(users).toHaveLength(1);
  });

  it('finds the same user on a later login, with a new session key', async () => {
    const first = await test.loginAs('again@example.com');
    test.clock.advance(minute);
    const second = await test.loginAs('again@example.com');
    expect(second.userNo).toBe(first.userNo);
    expect(second.signingKey).not.toBe(first.signingKey);
  });

  it('refuses a code that is not six digits', async () => {
    const response = await test.inject('POST', '/api/user/login', { email: 'a@example.com', code: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: 'code: must match pattern "^[0-9]{6}$"', data: null, success: false });
  });

  it('counts wrong codes and kills the code at the fifth, even for the right digits after', async () => {
    const code = await sendCode('brute@example.com');
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await test.inject('POST', '/api/user/login', { email: 'brute@example.com', code: wrongCodeFor(code) });
      expect(response.statusCode).toBe(400);
      messages.push(`${response.json().returnCode} ${response.json().returnMsg}`);
    }
    expect(messages).toEqual([
      '40101 Wrong verification code, attempts left: 4.',
      '40101 Wrong verification code, attempts left: 3.',
      '40101 Wrong verification code, attempts left: 2.',
      '40101 Wrong verification code, attempts left: 1.',
      '40102 This code can no longer be used, request a new one.',
    ]);
    const right = await test.inject('POST', '/api/user/login', { email: 'brute@example.com', code });
    expect(right.json()).toEqual({ returnCode: '40102', returnMsg: 'This code can no longer be used, request a new one.', data: null, success: false });
    expect(await test.db.query('SELECT 1 FROM users WHERE email = $1', ['brute@example.com'])).toHaveLength(0);
  });

  it('refuses a code after its ten minutes', async () => {
    const code = await sendCode('late@example.com');
    test.clock.advance(10 * minute);
    const response = await test.inject('POST', '/api/user/login', { email: 'late@example.com', code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ returnCode: '40103', returnMsg: 'The verification code has expired, request a new one.', data: null, success: false });
  });

  it('accepts a code once only', async () => {
    const code = await sendCode('once@example.com');
    expect((await test.inject('POST', '/api/user/login', { email: 'once@example.com', code })).statusCode).toBe(200);
    const again = await test.inject('POST', '/api/user/login', { email: 'once@example.com', code });
    expect(again.json().returnCode).toBe('40102');
  });
});

describe('GET /api/login/free/certification', () => {
  it('answers the signed-in user', async () => {
    const user = await test.loginAs('cert@example.com');
    const response = await user.signedInject('GET', '/login/free/certification');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      returnCode: '0000',
      returnMsg: '',
      data: { email: 'cert@example.com', userNo: user.userNo, kycStatus: 'none' },
      success: true,
    });
  });

  it('refuses a call without a token as not signed in', async () => {
    const response = await test.inject('GET', '/api/login/free/certification');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ returnCode: '10001', returnMsg: 'Your session has expired, please log in again.', data: null, success: false });
  });
});

describe('POST /api/login/to-logout', () => {
  it('ends the session, so its token no longer works', async () => {
    const user = await test.loginAs('bye@example.com');
    const response = await user.signedInject('POST', '/login/to-logout');
    expect(response.json()).toEqual({ returnCode: '0000', returnMsg: '', data: null, success: true });
    const after = await user.signedInject('GET', '/login/free/certification');
    expect(after.statusCode).toBe(401);
    expect(after.json().returnCode).toBe('60001');
  });

  it('refuses an unsigned logout', async () => {
    const user = await test.loginAs('unsigned@example.com');
    const response = await test.inject('POST', '/api/login/to-logout', undefined, { token: user.token });
    expect(response.json()).toEqual({ returnCode: '70011', returnMsg: 'The request signature is invalid, please log in again.', data: null, success: false });
  });
});

describe('kycStatus of the login answers', () => {
  it('follows the KYC review: none before any, waiting while it waits, failed once rejected, at login and at certification', async () => {
    const email = 'kyc-login@example.com';
    const user = await test.loginAs(email);
    const signed = (method: 'GET' | 'POST', url: string, body?: unknown) => {
      test.clock.advance(1);
      return user.signedInject(method, url, body);
    };
    const loginWith = async (code: string) => (await test.inject('POST', '/api/user/login', { email, code })).json().data.kycStatus;
    const nextCode = async () => {
      test.clock.advance(minute);
      return sendCode(email);
    };
    expect((await signed('GET', '/login/free/certification')).json().data.kycStatus).toBe('none');
    const code = await nextCode();

    const { token, captureUrl } = (await signed('POST', '/kyc/getKycToken')).json().data;
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(constants.photoMinBytes)]);
    for (const kind of ['id', 'selfie']) {
      await test.app.inject({ method: 'POST', url: `/api${captureUrl}/${kind}`, headers: { 'content-type': 'image/jpeg' }, payload: photo });
    }
    expect((await signed('POST', '/kyc/onfidoCheckSubmit', { token, firstName: 'Ana', lastName: 'Rejected' })).json().data.kycStatus).toBe('waiting');
    expect((await signed('GET', '/login/free/certification')).json().data.kycStatus).toBe('waiting');
    expect(await loginWith(code)).toBe('waiting');

    test.clock.advance(sandboxConfig.kyc.reviewDelayMs);
    await test.settle();
    expect((await signed('POST', '/kyc/getKycStatus')).json().data.kycStatus).toBe('failed');
    expect((await signed('GET', '/login/free/certification')).json().data.kycStatus).toBe('failed');
    expect(await loginWith(await nextCode())).toBe('failed');
  });
});

describe('GET /api/dev/outbox', () => {
  it('needs an e-mail', async () => {
    const response = await test.inject('GET', '/api/dev/outbox');
    expect(response.json()).toEqual({ returnCode: '40000', returnMsg: "email: must have required property 'email'", data: null, success: false });
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({ config: { nodeEnv: 'production' } });
    try {
      const response = await production.inject('GET', '/api/dev/outbox?email=a@example.com');
      expect(response.statusCode).toBe(404);
      expect(response.json().returnCode).toBe('40004');
    } finally {
      await production.close();
    }
  });
});

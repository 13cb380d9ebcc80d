import { describe, expect, it } from 'vitest';
import { errorForLog, maskKeepingLast, maskPersonalData, maskText, maskUrl, maskValue, redactedText } from './mask';

describe('maskValue', () => {
  it('keeps the first four characters and stars the rest (product §9)', () => {
    expect(maskValue('alice@example.com')).toBe('alic*************');
    expect(maskValue('12345678901')).toBe('1234*******');
  });

  it('stars a value of four characters or fewer entirely', () => {
    expect(maskValue('abcd')).toBe('****');
    expect(maskValue('ab')).toBe('**');
  });
});

describe('maskKeepingLast', () => {
  it('stars all but the last four characters of a payout account number (as a card shows its last four)', () => {
    expect(maskKeepingLast('000000001234')).toBe('********1234');
    expect(maskKeepingLast('DE89370400440532013000')).toBe('******************3000');
  });

  it('stars a value of four characters or fewer entirely', () => {
    expect(maskKeepingLast('1234')).toBe('****');
  });
});

describe('maskPersonalData', () => {
  it('masks personal fields and removes card data and secrets at any depth', () => {
    const logged = {
      orderNo: 'B123',
      email: 'alice@example.com',
      payer: { firstName: 'Alexandra', accountNumber: '0123456789' },
      card: { number: '4111111111111111' },
      payment: { cardNumber: '4111111111111111', cvv: '123' },
      headers: { token: 'abc', sign: 'def' },
      list: [{ address: 'TXYZabcdefghijkl' }],
      hotWallet: { privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d', mnemonic: 'test test junk' },
    };
    expect(maskPersonalData(logged)).toEqual({
      orderNo: 'B123',
      email: 'alic*************',
      payer: { firstName: 'Alex*****', accountNumber: '0123******' },
      card: redactedText,
      payment: { cardNumber: redactedText, cvv: redactedText },
      headers: { token: redactedText, sign: redactedText },
      list: [{ address: 'TXYZ************' }],
      hotWallet: { privateKey: redactedText, mnemonic: redactedText },
    });
  });

  it('reduces an error at any depth to type, masked message, code and stack', () => {
    const error = Object.assign(new Error('duplicate key (email)=(alice@example.com)'), { code: '23505', params: ['GB29NWBK60161331926819'] });
    const logged = maskPersonalData({ context: { err: error } }) as { context: { err: Record<string, unknown> } };
    expect(Object.keys(logged.context.err)).toEqual(['type', 'message', 'code', 'stack']);
    expect(logged.context.err).toMatchObject({ type: 'Error', message: 'duplicate key (email)=(alic*************)', code: '23505' });
  });

  it('leaves other class instances to their own serializers', () => {
    const when = new Date(0);
    expect(maskPersonalData({ when })).toEqual({ when });
  });

  it('hands back an object with nothing to mask as it is, and never changes the one it was given', () => {
    const plain = { req: new Date(0), responseTime: 1.5, context: { orderNo: 'B123', list: [1, 'two'] } };
    expect(maskPersonalData(plain)).toBe(plain);
    const given = { orderNo: 'B123', payer: { Email: 'alice@example.com', city: 'Lyon' }, list: [{ token: 'abc' }, { n: 1 }] };
    const before = structuredClone(given);
    const masked = maskPersonalData(given) as typeof given;
    expect(given).toEqual(before);
    expect(masked).toEqual({ orderNo: 'B123', payer: { Email: 'alic*************', city: 'Lyon' }, list: [{ token: redactedText }, { n: 1 }] });
    // What needed no change is shared, not copied.
    expect(masked.list[1]).toBe(given.list[1]);
  });
});

describe('errorForLog', () => {
  it('keeps no query parameters or where clause of a database error, and no unmasked message in the stack', () => {
    class DatabaseError extends Error {
      code = '22021';
      params = ['Ann Lee', 'GB29NWBK60161331926819'];
      where = "unnamed portal parameter $2 = 'GB29NWBK60161331926819'";
    }
    const logged = errorForLog(new DatabaseError('invalid byte sequence in "Ann Lee" for 60161331926819'));
    expect(logged).toEqual({
      type: 'DatabaseError',
      message: 'invalid byte sequence in "Ann ***" for 6016**********',
      code: '22021',
      stack: expect.stringMatching(/^Error: invalid byte sequence in "Ann \*\*\*" for 6016\*{10}\n\s+at /),
    });
    expect(JSON.stringify(logged)).not.toMatch(/Ann Lee|GB29NWBK|60161331926819/);
  });
});

describe('maskText', () => {
  it('masks e-mail addresses, quoted and bracketed values and long digit runs (product §9: first 4 characters)', () => {
    expect(maskText('Key (email)=(bob@example.com) already exists')).toBe('Key (email)=(bob@***********) already exists');
    expect(maskText("value 'Ana Silva' and 123456789 for row 42")).toBe("value 'Ana *****' and 1234***** for row 42");
  });
});

describe('maskUrl', () => {
  it('masks personal query values and keeps the rest', () => {
    expect(maskUrl('/api/dev/outbox?email=alice@example.com&page=2')).toBe('/api/dev/outbox?email=alic*************&page=2');
  });

  it('masks a key by its base name, so email[] or user[email] is no way around it', () => {
    expect(maskUrl('/api/x?email[]=alice@example.com&user[email]=bob@example.com&token[0]=abc')).toBe(
      `/api/x?${new URLSearchParams([
        ['email[]', 'alic*************'],
        ['user[email]', 'bob@***********'],
        ['token[0]', redactedText],
      ]).toString()}`,
    );
  });

  it('leaves a URL without a query as it is', () => {
    expect(maskUrl('/api/trade/list')).toBe('/api/trade/list');
  });
});

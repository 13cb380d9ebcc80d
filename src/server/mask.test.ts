import { describe, expect, it } from 'vitest';
import { maskPersonalData, maskUrl, maskValue, redactedText } from './mask';

describe('maskValue', () => {
  it('keeps the first four characters and stars the rest (spec §9)', () => {
    expect(maskValue('alice@example.com')).toBe('alic*************');
    expect(maskValue('12345678901')).toBe('1234*******');
  });

  it('stars a value of four characters or fewer entirely', () => {
    expect(maskValue('abcd')).toBe('****');
    expect(maskValue('ab')).toBe('**');
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
    };
    expect(maskPersonalData(logged)).toEqual({
      orderNo: 'B123',
      email: 'alic*************',
      payer: { firstName: 'Alex*****', accountNumber: '0123******' },
      card: redactedText,
      payment: { cardNumber: redactedText, cvv: redactedText },
      headers: { token: redactedText, sign: redactedText },
      list: [{ address: 'TXYZ************' }],
    });
  });

  it('leaves class instances such as errors to their own serializers', () => {
    const error = new Error('boom');
    expect(maskPersonalData({ err: error })).toEqual({ err: error });
  });
});

describe('maskUrl', () => {
  it('masks personal query values and keeps the rest', () => {
    expect(maskUrl('/api/dev/outbox?email=alice@example.com&page=2')).toBe('/api/dev/outbox?email=alic*************&page=2');
  });

  it('leaves a URL without a query as it is', () => {
    expect(maskUrl('/api/trade/list')).toBe('/api/trade/list');
  });
});

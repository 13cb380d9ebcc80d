import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatList, intlText, knowIntlTexts, recordIntlTexts } from './intlText';
import { formatAmount } from './money';
import { decimalSeparatorOf } from './rules/amount-input';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recordIntlTexts', () => {
  it('answers what the render returned and every text it asked Intl for, by key', () => {
    const { result, texts } = recordIntlTexts(() => [
      formatAmount('1234.5', 'en-US', 2, 'pay'),
      decimalSeparatorOf('es'),
      formatList('en-US', 'unit', ['card', 'KYC']),
    ]);
    expect(result).toEqual(['1,234.50', ',', 'card, KYC']);
    expect(Object.values(texts).sort()).toEqual([',', '1,234.50', 'card, KYC'].sort());
  });

  it('records a text asked again in a later render (a cache behind it does not hide it)', () => {
    decimalSeparatorOf('id');
    expect(Object.values(recordIntlTexts(() => decimalSeparatorOf('id')).texts)).toEqual([',']);
  });

  it('records nothing outside a render, nor after one that threw', () => {
    expect(() =>
      recordIntlTexts(() => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    formatAmount('7', 'en-US', 2, 'pay');
    expect(recordIntlTexts(() => 'nothing asked').texts).toEqual({});
  });
});

describe('knowIntlTexts', () => {
  it('answers the texts the server wrote without asking Intl', () => {
    const { texts } = recordIntlTexts(() => [formatAmount('98765.4321', 'vi', 4, 'price'), decimalSeparatorOf('zh-HK'), formatList('vi', 'unit', ['a', 'b'])]);
    // As the page would carry them, each marked so the answer shows where it came from.
    knowIntlTexts(Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, `server:${text}`])));
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const listFormat = vi.spyOn(Intl, 'ListFormat');
    expect(formatAmount('98765.4321', 'vi', 4, 'price')).toBe('server:98.765,4321');
    expect(decimalSeparatorOf('zh-HK')).toBe('server:.');
    expect(formatList('vi', 'unit', ['a', 'b'])).toBe('server:a, b');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(listFormat).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    // Anything else is Intl's, as before.
    expect(formatAmount('98765.4321', 'vi', 2, 'price')).toBe('98.765,43');
  });

  it('keys each text by all it depends on: another amount, language or list is not the known one', () => {
    knowIntlTexts({ [recordKey(() => formatAmount('1', 'en-US', 2, 'pay'))]: 'known' });
    expect(formatAmount('1', 'en-US', 2, 'pay')).toBe('known');
    expect(formatAmount('1', 'en-US', 3, 'pay')).toBe('1.000');
    expect(formatAmount('1', 'es', 2, 'pay')).toBe('1,00');
    expect(formatAmount('2', 'en-US', 2, 'pay')).toBe('2.00');
  });

  it('takes strings only, and at most 500 of a page', () => {
    knowIntlTexts({ 'test\u001fnot text': 5 as unknown as string });
    expect(intlText(['test', 'not text'], () => 'written')).toBe('written');
    knowIntlTexts(Object.fromEntries(Array.from({ length: 600 }, (_, index) => [`test\u001fmany\u001f${index}`, 'known'])));
    expect(intlText(['test', 'many', 0], () => 'written')).toBe('known');
    expect(intlText(['test', 'many', 599], () => 'written')).toBe('written');
  });
});

/** The one key `ask` records. */
function recordKey(ask: () => unknown): string {
  const keys = Object.keys(recordIntlTexts(ask).texts);
  expect(keys).toHaveLength(1);
  return keys[0] ?? '';
}

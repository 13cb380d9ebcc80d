import { describe, expect, it } from 'vitest';
import { networkByCode } from './networks';
import { validateMemo } from './validate-memo';

const invalid = { valid: false, messageKey: 'validation.memo.invalid', params: {} };

describe('validateMemo', () => {
  const xrp = networkByCode('XRP')!;
  const xlm = networkByCode('XLM')!;
  const ton = networkByCode('TON')!;
  const btc = networkByCode('BTC')!;

  it('allows an empty memo on any network', () => {
    for (const network of [xrp, xlm, ton, btc]) expect(validateMemo(network, '')).toEqual({ valid: true });
  });

  it('accepts XRP destination tags from 0 to 4294967295', () => {
    expect(validateMemo(xrp, '0')).toEqual({ valid: true });
    expect(validateMemo(xrp, '104938573')).toEqual({ valid: true });
    expect(validateMemo(xrp, '4294967295')).toEqual({ valid: true });
  });

  it('rejects XRP destination tags beyond uint32 or with letters', () => {
    expect(validateMemo(xrp, '4294967296')).toEqual(invalid);
    expect(validateMemo(xrp, '12a')).toEqual(invalid);
    expect(validateMemo(xrp, '-1')).toEqual(invalid);
  });

  it('accepts a Stellar text memo of 28 bytes and a numeric memo id', () => {
    expect(validateMemo(xlm, 'a'.repeat(28))).toEqual({ valid: true });
    expect(validateMemo(xlm, '18446744073709551615')).toEqual({ valid: true });
  });

  it('rejects a Stellar text memo over 28 UTF-8 bytes, even when it has fewer characters', () => {
    expect(validateMemo(xlm, 'a'.repeat(29))).toEqual(invalid);
    expect(validateMemo(xlm, '備註'.repeat(5))).toEqual(invalid);
  });

  it('accepts a TON comment of up to 123 bytes and rejects a longer one', () => {
    expect(validateMemo(ton, '5550123')).toEqual({ valid: true });
    expect(validateMemo(ton, 'x'.repeat(123))).toEqual({ valid: true });
    expect(validateMemo(ton, 'x'.repeat(124))).toEqual(invalid);
  });

  it('rejects any memo on a network that takes none', () => {
    expect(validateMemo(btc, '12345')).toEqual(invalid);
  });
});

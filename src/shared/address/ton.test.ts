import { base64url } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { crc16Xmodem } from './crc16';
import { isTonAddress } from './ton';

function friendly(tag: number, workchain: number): string {
  const body = new Uint8Array(34);
  body[0] = tag;
  body[1] = workchain;
  body.fill(0x33, 2);
  const crc = crc16Xmodem(body);
  return base64url.encode(new Uint8Array([...body, crc >> 8, crc & 0xff]));
}

describe('isTonAddress', () => {
  it('accepts the same account in bounceable, non-bounceable and raw form', () => {
    expect(isTonAddress('EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N')).toBe(true);
    expect(isTonAddress('UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI')).toBe(true);
    expect(isTonAddress('0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8')).toBe(true);
  });

  it('accepts the standard base64 spelling of a url-safe address', () => {
    expect(isTonAddress('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id/sDs')).toBe(true);
  });

  it('accepts a masterchain address', () => {
    expect(isTonAddress(friendly(0x11, 0xff))).toBe(true);
    expect(isTonAddress(`-1:${'33'.repeat(32)}`)).toBe(true);
  });

  it('rejects a testnet-only address, whose tag has the 0x80 bit set', () => {
    expect(isTonAddress(friendly(0x91, 0x00))).toBe(false);
  });

  it('rejects an unknown workchain', () => {
    expect(isTonAddress(friendly(0x11, 0x01))).toBe(false);
  });
});

import { base32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { crc16Xmodem } from './crc16';
import { isStellarAddress } from './stellar';

function strkey(versionByte: number): string {
  const body = new Uint8Array(33).fill(0x5a);
  body[0] = versionByte;
  const crc = crc16Xmodem(body);
  return base32.encode(new Uint8Array([...body, crc & 0xff, crc >> 8]));
}

describe('isStellarAddress', () => {
  it('accepts an account id', () => {
    expect(isStellarAddress('GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7')).toBe(true);
    expect(isStellarAddress(strkey(6 << 3))).toBe(true);
  });

  it('rejects a well-formed secret seed, whose version byte is S (18 << 3) not G', () => {
    expect(isStellarAddress(strkey(18 << 3))).toBe(false);
  });

  it('rejects an account id with one character changed', () => {
    expect(isStellarAddress('GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN6')).toBe(false);
  });
});

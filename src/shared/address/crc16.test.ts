import { describe, expect, it } from 'vitest';
import { crc16Xmodem } from './crc16';

describe('crc16Xmodem', () => {
  it('gives the catalogued check value 0x31C3 for "123456789"', () => {
    expect(crc16Xmodem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
  });

  it('gives 0 for no bytes', () => {
    expect(crc16Xmodem(new Uint8Array())).toBe(0);
  });
});

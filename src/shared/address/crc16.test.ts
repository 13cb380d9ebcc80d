import { describe, expect, it } from 'vitest';
import { crc16, crc16Initial, crc16Xmodem } from './crc16';

const check = new TextEncoder().encode('123456789');

describe('crc16', () => {
  it('gives the catalogued CRC-16/XMODEM check value 0x31C3 for "123456789" from initial 0', () => {
    expect(crc16(check, crc16Initial.xmodem)).toBe(0x31c3);
    expect(crc16Xmodem(check)).toBe(0x31c3);
  });

  it('gives the catalogued CRC-16/CCITT-FALSE check value 0x29B1 for "123456789" from initial 0xFFFF', () => {
    expect(crc16(check, crc16Initial.ccittFalse)).toBe(0x29b1);
  });

  it('answers the initial value itself for no bytes', () => {
    expect(crc16(new Uint8Array(), crc16Initial.xmodem)).toBe(0);
    expect(crc16(new Uint8Array(), crc16Initial.ccittFalse)).toBe(0xffff);
  });
});

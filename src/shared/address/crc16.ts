/**
 * CRC-16/XMODEM: polynomial 0x1021, initial value 0, no reflection, no final XOR.
 * TON user-friendly addresses and Stellar strkeys both end in this checksum; no maintained
 * package exports it alone, so it is written out here (check value for "123456789" is 0x31C3).
 */
export function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/**
 * CRC-16 with polynomial 0x1021, no reflection and no final XOR, from the given initial value.
 * Two catalogued variants use it and differ only there: CRC-16/XMODEM (initial 0; TON user-friendly
 * addresses and Stellar strkeys end in it) and CRC-16/CCITT-FALSE (initial 0xFFFF; the tag-63 field of
 * EMVCo QR payloads such as PIX BR Codes). No maintained package exports it alone, so it is written
 * out here; check values for "123456789" are 0x31C3 and 0x29B1.
 */
export function crc16(bytes: Uint8Array, initial: number): number {
  let crc = initial & 0xffff;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The initial value of each variant in use. */
export const crc16Initial = { xmodem: 0x0000, ccittFalse: 0xffff } as const;

/** CRC-16/XMODEM, the checksum of TON and Stellar addresses. */
export function crc16Xmodem(bytes: Uint8Array): number {
  return crc16(bytes, crc16Initial.xmodem);
}

import { bech32, bech32m } from '@scure/base';

/**
 * BIP-173 / BIP-350 segwit address with the given human-readable part: one case only,
 * witness v0 in bech32 with a 20- or 32-byte program, v1..v16 in bech32m with 2..40 bytes.
 */
export function isSegwitAddress(value: string, hrp: string): boolean {
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return false;
  const lower = value.toLowerCase();
  if (!lower.startsWith(`${hrp}1`)) return false;
  const v0 = bech32.decodeUnsafe(lower);
  const decoded = v0 ?? bech32m.decodeUnsafe(lower);
  if (!decoded || decoded.prefix !== hrp) return false;
  const [version, ...programWords] = decoded.words;
  if (version === undefined || version > 16) return false;
  // BIP-350: v0 must use the bech32 checksum, every later version bech32m.
  if ((version === 0) !== (v0 !== undefined)) return false;
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

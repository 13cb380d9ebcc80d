import type { MemoFormat, Network } from '../generated/networks.schema';
import { failed, passed, type RuleResult } from '../rules/rule-result';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** Limits a regex cannot state, checked after memoRegex (see MemoFormat in the schema). */
const memoFormats: Record<MemoFormat, (value: string) => boolean> = {
  // XRP destination tag: an unsigned 32-bit integer.
  uint32: (value) => /^[0-9]+$/.test(value) && BigInt(value) <= 0xffffffffn,
  // Stellar MEMO_TEXT is at most 28 bytes of UTF-8; a MEMO_ID (uint64, at most 20 digits) fits within that too.
  'stellar-memo': (value) => utf8Length(value) <= 28,
  // A TON text comment is opcode 0 plus the text in one cell: 1023 bits leave 123 bytes.
  'ton-comment': (value) => utf8Length(value) <= 123,
};

/**
 * Product §5: a memo is checked against the network's memoRegex ('Not a valid memo'). An empty memo
 * is allowed (a personal wallet needs none); any memo on a network without one is refused, so a
 * merchant link cannot carry a memo the chain would drop.
 */
export function validateMemo(network: Network, value: string): RuleResult {
  if (value === '') return passed;
  if (network.memoRegex === undefined) return failed('validation.memo.invalid');
  const matches = new RegExp(network.memoRegex, 'u').test(value);
  const formatOk = network.memoFormat === undefined || memoFormats[network.memoFormat](value);
  return matches && formatOk ? passed : failed('validation.memo.invalid');
}

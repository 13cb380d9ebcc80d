import { randomInt } from 'node:crypto';

/**
 * Order numbers: a side letter, the creation time and six random digits; letters and digits only,
 * so they fit every scheme's reference field (PIX txid, EMV tag 62, bank references).
 */
export function newOrderNo(side: 'buy' | 'sell', now: number): string {
  return `${side === 'buy' ? 'B' : 'S'}${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

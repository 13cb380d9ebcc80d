import { randomBytes } from 'node:crypto';
import cardValidator from 'card-validator';
import type { TestCard } from '../../../shared/generated/sandbox.schema';
import type { CardGateway, CardSource, ChargeResult, TokenizedCard } from './card-gateway';

/**
 * Sandbox card processor: each documented test number (config/sandbox.json, docs/sandbox.md) leads
 * to one outcome; any other valid number is approved. Like a processor's test mode, the outcome
 * travels inside its own token (`sbx_<card index>_<random>`), so saved cards keep their behaviour
 * and no card number is needed again. A charge of the timeout card stays pending for `timeoutMs`:
 * its reference carries the time it was made, so any instance tells when it timed out.
 */
export function createSandboxCardGateway(cards: TestCard[], now: () => number, timeoutMs: number): CardGateway {
  const approvedIndex = cards.findIndex((card) => card.outcome === 'approved');
  const indexOfNumber = (number: string) => {
    const found = cards.findIndex((card) => card.number === number);
    return found === -1 ? approvedIndex : found;
  };
  const indexOfSource = (source: CardSource): number => {
    if (source.kind === 'card') return indexOfNumber(source.card.number);
    const match = /^sbx_(\d+)_[0-9a-f]+$/.exec(source.token);
    const index = match?.[1] === undefined ? -1 : Number(match[1]);
    return cards[index] ? index : -1;
  };
  const reference = (kind: string) => `sbx_${kind}_${randomBytes(8).toString('hex')}`;

  return {
    async tokenize(card): Promise<TokenizedCard> {
      const brand = cardValidator.number(card.number).card?.type ?? 'unknown';
      return {
        token: `sbx_${indexOfNumber(card.number)}_${randomBytes(12).toString('hex')}`,
        brand,
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },
    async charge({ source }): Promise<ChargeResult> {
      const card = cards[indexOfSource(source)];
      if (!card) return { kind: 'declined', reference: reference('ch'), resultCode: cardDataIncorrect(cards) };
      if (card.outcome === 'timeout') return { kind: 'pending', reference: reference(`timeout_${now()}`) };
      if (card.outcome === 'declined' && card.resultCode) return { kind: 'declined', reference: reference('ch'), resultCode: card.resultCode };
      return { kind: 'approved', reference: reference('ch') };
    },
    isTimedOut(ref, at) {
      const madeAt = /^sbx_timeout_(\d+)_[0-9a-f]+$/.exec(ref)?.[1];
      return madeAt !== undefined && at >= Number(madeAt) + timeoutMs;
    },
  };
}

/** Whether a sandbox token is of a test card that declines: a payout to it is refused like a charge (docs/sandbox.md). */
export function sandboxTokenDeclines(cards: TestCard[], token: string): boolean {
  const index = /^sbx_(\d+)_[0-9a-f]+$/.exec(token)?.[1];
  return index !== undefined && cards[Number(index)]?.outcome === 'declined';
}

/** An unknown token is answered like a processor answers a forged one: card data incorrect (the first 4001x code listed). */
function cardDataIncorrect(cards: TestCard[]): string {
  const declined = cards.find((card) => card.outcome === 'declined' && card.resultCode);
  if (!declined?.resultCode) throw new Error('config/sandbox.json lists no declined test card');
  return declined.resultCode;
}

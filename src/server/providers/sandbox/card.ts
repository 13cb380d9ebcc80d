import { randomBytes } from 'node:crypto';
import cardValidator from 'card-validator';
import type { TestCard } from '../../../shared/generated/sandbox.schema';
import { apiPrefix } from '../../paths';
import type { CardCollection, CardProvider, CardSource, TokenizedCard } from '../card/card-provider';
import type { PaymentFact, RefundFact } from '../facts';
import type { SandboxContext } from './context';
import type { Step } from './store';

/**
 * The sandbox card pages: the 3-D Secure challenge of a payment (a URL the payer's browser opens),
 * and, after the API base, the card fields of browser collection and the token endpoint they post to.
 */
export const sandboxCardPaths = {
  challenge: (reference: string) => `${apiPrefix}/sandbox/card/challenge/${encodeURIComponent(reference)}`,
  fields: '/sandbox/card/fields',
  tokens: '/sandbox/card/tokens',
};

/** What the sandbox keeps of a payment (sandbox_objects.data). */
interface PaymentData {
  orderNo: string;
  amount: string;
  fiat: string;
  returnUrl: string;
}

/** What the browser fields' token stands for: the test card (by index) and the display facts, never the number. */
export interface BrowserCard {
  card: number;
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
}

const serverToken = /^sbx_(\d+)_[0-9a-f]+$/;

/**
 * Sandbox card processor: each documented test number (config/sandbox.json, docs/sandbox.md) leads
 * to one outcome; any other valid number is approved. Like a processor's test mode, a token made on
 * the server carries its test card (`sbx_<card index>_<random>`), so saved cards keep their
 * behaviour; a token made by the browser fields is kept in the sandbox's store. Every payment is a
 * sandbox object with a timeline: approved and declined at once, the timeout card expired after
 * cardTimeoutMs, the challenge card when its challenge page is completed or failed.
 */
export function sandboxCard(context: SandboxContext, collect: CardCollection['kind']): CardProvider & SandboxCardActions {
  const { store, now, config } = context;
  const cards = config.cards;
  const approvedIndex = cards.findIndex((card) => card.outcome === 'approved');
  const indexOfNumber = (number: string) => {
    const found = cards.findIndex((card) => card.number === number);
    return found === -1 ? approvedIndex : found;
  };
  const indexOfSource = async (source: CardSource): Promise<number> => {
    if (source.kind === 'card') return indexOfNumber(source.card.number);
    const match = serverToken.exec(source.token)?.[1];
    if (match !== undefined) return cards[Number(match)] ? Number(match) : -1;
    const browser = await store.find<BrowserCard>(source.token, 'token');
    return browser && cards[browser.data.card] ? browser.data.card : -1;
  };

  const firstStatus = (card: TestCard | undefined, reference: string): PaymentFact => {
    if (!card) return { type: 'payment', status: 'failed', resultCode: cardDataIncorrect(cards) };
    if (card.outcome === 'declined' && card.resultCode) return { type: 'payment', status: 'failed', resultCode: card.resultCode };
    if (card.outcome === 'timeout') return { type: 'payment', status: 'pending' };
    if (card.outcome === 'challenge') return { type: 'payment', status: 'requiresAction', actionUrl: sandboxCardPaths.challenge(reference) };
    return { type: 'payment', status: 'succeeded' };
  };
  const timeline = (card: TestCard | undefined, first: PaymentFact): Step[] => {
    if (card?.outcome === 'timeout') return [{ provider: 'card', fact: { type: 'payment', status: 'expired' }, at: now() + config.cardTimeoutMs }];
    return first.status === 'requiresAction' ? [] : [{ provider: 'card', fact: first, at: now() }];
  };

  return {
    collection: collect === 'browser' ? { kind: 'browser', fieldsUrl: sandboxCardPaths.fields } : { kind: 'server' },
    async tokenize(card): Promise<TokenizedCard> {
      return {
        token: `sbx_${indexOfNumber(card.number)}_${randomBytes(12).toString('hex')}`,
        brand: cardValidator.number(card.number).card?.type ?? 'unknown',
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },
    async describeToken(token) {
      const browser = await store.find<BrowserCard>(token, 'token');
      if (!browser) return undefined;
      const { brand, last4, expMonth, expYear } = browser.data;
      return { token, brand, last4, expMonth, expYear };
    },
    async createPayment(request) {
      const card = cards[await indexOfSource(request.source)];
      const data: PaymentData = { orderNo: request.orderNo, amount: request.amount, fiat: request.fiat, returnUrl: request.returnUrl };
      const { object } = await store.create({
        kind: 'payment',
        idempotencyKey: `card:${request.idempotencyKey}`,
        prefix: 'sbxpay',
        data,
        status: (reference) => firstStatus(card, reference),
        steps: (reference) => timeline(card, firstStatus(card, reference)),
      });
      context.answerCreate('card payment');
      return { reference: object.reference, fact: await paymentStatus(object.reference) };
    },
    paymentStatus: (reference) => paymentStatus(reference),
    async refund(request) {
      const payment = await store.find<PaymentData>(request.reference, 'payment');
      if (!payment || (await paymentStatus(request.reference)).status !== 'succeeded')
        throw new Error(`the sandbox card processor has no succeeded payment ${request.reference} to refund`);
      // Like a processor, taken now and reported done by an event (and by its status lookup).
      const { object } = await store.create({
        kind: 'refund',
        idempotencyKey: `card:${request.idempotencyKey}`,
        prefix: 'sbxref',
        data: { payment: request.reference, amount: request.amount },
        status: () => ({ type: 'refund', status: 'pending' }),
        steps: () => [{ provider: 'card', fact: { type: 'refund', status: 'succeeded' }, at: now() }],
      });
      return { reference: object.reference, fact: await refundStatus(object.reference) };
    },
    refundStatus: (reference) => refundStatus(reference),
    events: context.events('card'),
    challenge: (reference) => challengeOf(reference),
    async decideChallenge(reference, passed) {
      const challenge = await challengeOf(reference);
      if (!challenge?.waiting) return undefined;
      const fact: PaymentFact = passed
        ? { type: 'payment', status: 'succeeded' }
        : { type: 'payment', status: 'failed', resultCode: challengeFailedCode(cards) };
      await store.addSteps(reference, [{ provider: 'card', fact, at: now() }]);
      return challenge.returnUrl;
    },
    async keepBrowserCard(card) {
      if (!cards[card.card] && card.card !== -1) return undefined;
      const { object } = await store.create({
        kind: 'token',
        prefix: 'sbxtok',
        data: { ...card, card: card.card === -1 ? approvedIndex : card.card },
        status: () => ({ type: 'payment', status: 'pending' }),
        steps: () => [],
      });
      return object.reference;
    },
    async tokenDeclines(token) {
      const index = await indexOfSource({ kind: 'token', token });
      return cards[index]?.outcome === 'declined';
    },
  };

  async function challengeOf(reference: string) {
    const payment = await store.find<PaymentData>(reference, 'payment');
    if (!payment) return undefined;
    return { ...payment.data, waiting: (await paymentStatus(reference)).status === 'requiresAction' };
  }

  async function refundStatus(reference: string): Promise<RefundFact> {
    const status = await store.statusOf(reference);
    if (status?.type !== 'refund') throw new Error(`the sandbox card processor has no refund ${reference}`);
    return status;
  }

  async function paymentStatus(reference: string): Promise<PaymentFact> {
    const status = await store.statusOf(reference);
    if (status?.type !== 'payment') throw new Error(`the sandbox card processor has no payment ${reference}`);
    return status;
  }
}

/** The sandbox's own actions behind its pages: the challenge, the browser fields' tokens, and the payout issuer's check. */
export interface SandboxCardActions {
  /** The payment a challenge page is for; waiting while its 3-D Secure step is still to be done. */
  challenge(reference: string): Promise<(PaymentData & { waiting: boolean }) | undefined>;
  /** The challenge's Complete (passed) or Fail: the payment's outcome, reported as an event; answers where the payer goes back to. */
  decideChallenge(reference: string, passed: boolean): Promise<string | undefined>;
  /** A card the browser fields read (card -1: a valid number that is not a test card), kept under a new token. */
  keepBrowserCard(card: BrowserCard): Promise<string | undefined>;
  /** Whether the token is of a test card that declines: a payout to it is refused like a charge (docs/sandbox.md). */
  tokenDeclines(token: string): Promise<boolean>;
}

/** An unknown token is answered like a processor answers a forged one: card data incorrect (the first 4001x code listed). */
function cardDataIncorrect(cards: TestCard[]): string {
  const declined = cards.find((card) => card.outcome === 'declined' && card.resultCode);
  if (!declined?.resultCode) throw new Error('config/sandbox.json lists no declined test card');
  return declined.resultCode;
}

/** A failed challenge declines like an issuer refusing the payment: the last declined card's code (40090, abnormal decline). */
function challengeFailedCode(cards: TestCard[]): string {
  const declined = cards.filter((card) => card.outcome === 'declined' && card.resultCode).at(-1);
  if (!declined?.resultCode) throw new Error('config/sandbox.json lists no declined test card');
  return declined.resultCode;
}

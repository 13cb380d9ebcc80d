import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networksConfig } from '../../shared/address/networks';
import { methodsFor } from '../../shared/config/paymentMethods';
import { freshDb } from '../../../tests/helpers/testDb';
import { sandboxOn, testSigningSecret } from '../../../tests/helpers/sandboxProvider';
import { testClock, type TestClock } from '../../../tests/helpers/clock';
import { gangwayConfig } from '../../shared/config/nodeSource';
import type { Db } from '../store/db';
import type { EventParser, Fact, SubjectType } from './facts';
import type { Providers } from './index';
import { sandboxEventBody } from './sandbox/events';
import { sandboxPrices } from './prices/sandbox';
import { sandboxSignatureHeader, signSandboxEvent } from './sandbox/signing';
import type { ReportingKind } from './sandbox/store';

/**
 * The contract every adapter keeps (docs/providers.md 'Contract suite'): the checks the sandbox
 * passes, for any adapter to run against itself. An entry names its adapters and how to make the
 * provider's own signed event (its test mode's webhook); each kind's checks run once per entry.
 */
interface AdapterUnderTest {
  name: string;
  /** The providers on a store of their own and a clock the suite moves (a real adapter may point at its test mode here). */
  make(db: Db, clock: TestClock): Omit<Providers, 'mail'>;
  /** A body and headers as the provider posts an event about `reference` to the intake, signed with its secret. */
  signedEvent(kind: ReportingKind, eventId: string, reference: string, fact: Fact, at: number): { body: Buffer; headers: Record<string, string> };
}

const sandbox: AdapterUnderTest = {
  name: 'sandbox',
  make(db, clock) {
    const { card, local, kyc, chain, payout } = sandboxOn(db, clock);
    return { card, local, kyc, chain, payout, prices: sandboxPrices(gangwayConfig.assets, 15_000) };
  },
  signedEvent(kind, eventId, reference, fact, at) {
    const body = JSON.stringify(sandboxEventBody(eventId, kind, reference, fact, at));
    return {
      body: Buffer.from(body),
      headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signSandboxEvent(testSigningSecret, body, at) },
    };
  },
};

const adapters: AdapterUnderTest[] = [sandbox];
const tron = networksConfig.networks.find((network) => network.code === 'TRX');
const localMethod = methodsFor('buy').find((method) => method.type === 'eWallet');

describe.each(adapters)('the provider contract: $name', (adapter) => {
  let db: Db;
  let providers: Omit<Providers, 'mail'>;
  const clock = testClock();

  beforeAll(async () => {
    db = await freshDb();
    providers = adapter.make(db, clock);
  });
  afterAll(() => db.close());

  /** parseEvent of a kind: its own signed event verified and normalised; forged, replayed and foreign bodies refused. */
  function eventChecks(kind: ReportingKind, events: () => EventParser, reference: () => string, fact: Fact) {
    it(`${kind}: parseEvent verifies its own signed event and answers its id, reference and fact`, async () => {
      const signed = adapter.signedEvent(kind, `${kind}-evt-1`, reference(), fact, clock.now());
      expect(await events().parseEvent(signed.body, signed.headers)).toEqual({
        eventId: `${kind}-evt-1`,
        reference: reference(),
        fact,
        occurredAt: clock.now(),
        trusted: true,
      });
    });

    it(`${kind}: parseEvent refuses a forged, altered, replayed, unsigned or foreign body`, async () => {
      const signed = adapter.signedEvent(kind, `${kind}-evt-2`, reference(), fact, clock.now());
      const altered = Buffer.from(signed.body.toString().replace(reference(), `${reference()}x`));
      const replayed = adapter.signedEvent(kind, `${kind}-evt-3`, reference(), fact, clock.now() - 24 * 60 * 60 * 1000);
      const other = (['card', 'local', 'kyc', 'chain', 'payout'] as const).find((candidate) => candidate !== kind) ?? 'card';
      const foreign = adapter.signedEvent(other, `${kind}-evt-4`, reference(), fact, clock.now());
      expect(await events().parseEvent(altered, signed.headers)).toBeUndefined();
      expect(await events().parseEvent(replayed.body, replayed.headers)).toBeUndefined();
      expect(await events().parseEvent(signed.body, { 'content-type': 'application/json' })).toBeUndefined();
      expect(await events().parseEvent(foreign.body, foreign.headers)).toBeUndefined();
      expect(await events().parseEvent(Buffer.from('not json'), signed.headers)).toBeUndefined();
    });
  }

  const subjectOf = (fact: Fact): SubjectType => fact.type;

  describe('card', () => {
    let reference = '';
    it('creates a payment under its idempotency key, answering the reference and a payment fact; the same key is the same payment', async () => {
      const request = {
        idempotencyKey: 'contract-card-1',
        orderNo: 'B-contract',
        amount: '10',
        fiat: 'USD',
        source: { kind: 'card' as const, card: { number: '4242424242424242', expMonth: '12', expYear: '2035', cvv: '123', holderName: 'Ana Silva' } },
        returnUrl: '/#/paymentResult?orderNo=B-contract',
      };
      const answer = await providers.card.createPayment(request);
      reference = answer.reference;
      expect(reference).not.toBe('');
      expect(subjectOf(answer.fact)).toBe('payment');
      expect(await providers.card.createPayment(request)).toEqual(answer);
      expect(await providers.card.paymentStatus(reference)).toEqual(answer.fact);
    });

    it('says how it collects card data: a fields page for the browser, or the server', () => {
      const { collection } = providers.card;
      expect(collection.kind === 'server' || (collection.kind === 'browser' && collection.fieldsUrl.length > 0)).toBe(true);
    });

    it('refunds a payment under its idempotency key, answering a reference', async () => {
      const refund = await providers.card.refund({ reference, idempotencyKey: 'contract-refund-1', amount: '10' });
      expect(refund.reference).not.toBe('');
      expect(await providers.card.refund({ reference, idempotencyKey: 'contract-refund-1', amount: '10' })).toEqual(refund);
    });

    eventChecks(
      'card',
      () => providers.card.events,
      () => reference,
      { type: 'payment', status: 'failed', resultCode: '40020' },
    );
  });

  describe('local', () => {
    let reference = '';
    it('creates a payment with instructions under its reference; the same key answers the same; status and cancel', async () => {
      if (!localMethod) throw new Error('the catalogue lists no e-wallet');
      const request = {
        idempotencyKey: 'contract-local-1',
        orderNo: 'B-contract-local',
        method: localMethod,
        fiat: localMethod.fiats[0] ?? 'IDR',
        amount: '100000',
      };
      const made = await providers.local.createPayment(request);
      reference = made.reference;
      expect(made.instructions.kind).toBeDefined();
      expect(await providers.local.createPayment(request)).toEqual(made);
      expect(await providers.local.paymentStatus(reference)).toEqual({ type: 'payment', status: 'pending' });
      await providers.local.cancel(reference);
      expect((await providers.local.paymentStatus(reference)).status).toBe('cancelled');
    });

    eventChecks(
      'local',
      () => providers.local.events,
      () => reference,
      { type: 'payment', status: 'succeeded' },
    );
  });

  describe('kyc', () => {
    let reference = '';
    it('creates an applicant with an SDK token, and a review under its reference that waits for the decision', async () => {
      const applicant = await providers.kyc.createApplicant({ userNo: 'U-contract', level: 1 });
      expect(applicant.sdkToken).not.toBe('');
      expect(applicant.captureUrl).not.toBe('');
      reference = (await providers.kyc.requestReview({ userNo: 'U-contract', level: 1, identity: { firstName: 'Ana', lastName: 'Approved' } })).reference;
      expect(await providers.kyc.reviewStatus(reference)).toEqual({ type: 'review', status: 'waiting' });
    });

    eventChecks(
      'kyc',
      () => providers.kyc.events,
      () => reference,
      { type: 'review', status: 'succeeded' },
    );
  });

  describe('chain', () => {
    let reference = '';
    it('sends under an idempotency key once, answering a transfer reference and its status', async () => {
      if (!tron) throw new Error('networks.json lists no TRX');
      const request = {
        idempotencyKey: 'B-contract:delivery',
        orderNo: 'B-contract',
        purpose: 'delivery' as const,
        network: tron,
        crypto: 'USDT',
        address: 'TV8BnHfooNjh8ptaBRzEE4r4wbC8aZH3JZ',
        amount: '10',
      };
      reference = (await providers.chain.send(request)).reference;
      expect(await providers.chain.send(request)).toEqual({ reference });
      expect(subjectOf(await providers.chain.transferStatus(reference))).toBe('transfer');
    });

    it('gives an order a deposit address under a reference it watches, and resolves no unknown name', async () => {
      if (!tron) throw new Error('networks.json lists no TRX');
      const deposit = await providers.chain.depositFor(tron, { orderNo: 'S-contract', crypto: 'USDT', amount: '25' });
      expect(deposit.reference).not.toBe('');
      expect(deposit.address).not.toBe('');
      expect(await providers.chain.depositStatus(deposit.reference)).toEqual({ type: 'deposit', status: 'none' });
      expect(await providers.chain.resolveName('nobody-contract.eth')).toBeUndefined();
    });

    eventChecks(
      'chain',
      () => providers.chain.events,
      () => reference,
      { type: 'transfer', status: 'confirmed', txHash: 'a'.repeat(64) },
    );
  });

  describe('payout', () => {
    let reference = '';
    it('submits under an idempotency key once, answering a reference whose status is pending until the bank answers', async () => {
      const request = {
        idempotencyKey: 'S-contract:payout:1',
        orderNo: 'S-contract',
        destination: { fields: { accountNumber: '12345678' }, tokens: {} },
        fiat: 'GBP',
        amount: '10',
      };
      reference = (await providers.payout.submit(request)).reference;
      expect(await providers.payout.submit(request)).toEqual({ reference });
      expect(await providers.payout.payoutStatus(reference)).toEqual({ type: 'payout', status: 'pending' });
      expect(providers.payout.refund.crypto).not.toBe('');
    });

    eventChecks(
      'payout',
      () => providers.payout.events,
      () => reference,
      { type: 'payout', status: 'rejected' },
    );
  });

  describe('prices', () => {
    it('prices a known pair with its time and source, and knows no price for an unknown one', async () => {
      const price = await providers.prices.cryptoPrice('USDT', 'USD', clock.now());
      expect(price).toEqual({ kind: 'price', value: expect.stringMatching(/^\d+(\.\d+)?$/), time: expect.any(Number), sources: [expect.any(String)] });
      expect(price?.kind === 'price' && price.time <= clock.now()).toBe(true);
      expect(await providers.prices.cryptoPrice('NOPE', 'USD', clock.now())).toBeUndefined();
    });
  });
});

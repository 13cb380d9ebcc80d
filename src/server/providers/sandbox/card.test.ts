import cardValidator from 'card-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsConfig } from '../../../shared/config/errors';
import { freshDb } from '../../../../tests/helpers/testDb';
import { sandboxOn } from '../../../../tests/helpers/sandboxProvider';
import { sandboxConfig } from '../../../../tests/helpers/testFlows';
import { testClock } from '../../../../tests/helpers/clock';
import type { Db } from '../../store/db';
import type { Sandbox } from './sandbox';

let db: Db;
let sandbox: Sandbox;
const clock = testClock();
let keys = 0;
const card = (number: string) => ({ number, expMonth: '12', expYear: '2035', cvv: '123', holderName: 'Ana Silva' });
const pay = (source: Parameters<Sandbox['card']['createPayment']>[0]['source'], idempotencyKey = `k${(keys += 1)}`) =>
  sandbox.card.createPayment({ idempotencyKey, orderNo: 'B1', amount: '10', fiat: 'USD', source, returnUrl: '/#/paymentResult?orderNo=B1' });

beforeAll(async () => {
  db = await freshDb();
  sandbox = sandboxOn(db, clock);
});
afterAll(() => db.close());

describe('sandbox card processor', () => {
  it.each(sandboxConfig.cards)('documents $number as a valid card number', ({ number }) => {
    expect(cardValidator.number(number).isValid).toBe(true);
  });

  it('documents one test card for every card result code of config/errors.json', () => {
    const documented = sandboxConfig.cards.flatMap((entry) => (entry.resultCode ? [entry.resultCode] : []));
    const cardCodes = errorsConfig.codes.filter((entry) => entry.cardResult).map((entry) => entry.code);
    expect(cardCodes).toHaveLength(10);
    expect([...documented].sort()).toEqual([...cardCodes].sort());
  });

  it('keeps a declined card declined when charged by its token', async () => {
    const tokenized = await sandbox.card.tokenize(card('4000000000400202'));
    expect(tokenized).toMatchObject({ brand: 'visa', last4: '0202' });
    expect(tokenized.token).not.toContain('4000000000400202');
    expect((await pay({ kind: 'token', token: tokenized.token })).fact).toEqual({ type: 'payment', status: 'failed', resultCode: '40020' });
  });

  it('approves a valid card number that is not a test number, under a reference of its own', async () => {
    const answer = await pay({ kind: 'card', card: card('4111111111111111') });
    expect(answer).toEqual({ reference: expect.stringMatching(/^sbxpay_[0-9a-f]{24}$/), fact: { type: 'payment', status: 'succeeded' } });
    expect(await sandbox.card.paymentStatus(answer.reference)).toEqual({ type: 'payment', status: 'succeeded' });
  });

  it('declines a forged token as card data incorrect', async () => {
    expect((await pay({ kind: 'token', token: 'sbx_99_ab' })).fact).toMatchObject({ status: 'failed', resultCode: '40010' });
  });

  it('answers the same payment for the same idempotency key, whatever the card sent again', async () => {
    const first = await pay({ kind: 'card', card: card('4242424242424242') }, 'same-key');
    const again = await pay({ kind: 'card', card: card('4000000000400202') }, 'same-key');
    expect(again).toEqual(first);
  });

  it('leaves the timeout card pending for cardTimeoutMs, then reports it expired', async () => {
    const { reference, fact } = await pay({ kind: 'card', card: card('4000000000005043') });
    expect(fact.status).toBe('pending');
    clock.advance(sandboxConfig.cardTimeoutMs - 1);
    expect((await sandbox.card.paymentStatus(reference)).status).toBe('pending');
    clock.advance(1);
    expect((await sandbox.card.paymentStatus(reference)).status).toBe('expired');
  });

  it('asks the 3-D Secure card for a challenge on its page: Complete pays, Fail declines, and a decided one is over', async () => {
    const complete = await pay({ kind: 'card', card: card('4000000000003220') });
    expect(complete.fact).toEqual({ type: 'payment', status: 'requiresAction', actionUrl: `/api/sandbox/card/challenge/${complete.reference}` });
    expect(await sandbox.card.challenge(complete.reference)).toMatchObject({ orderNo: 'B1', amount: '10', fiat: 'USD', waiting: true });
    expect(await sandbox.card.decideChallenge(complete.reference, true)).toBe('/#/paymentResult?orderNo=B1');
    expect(await sandbox.card.paymentStatus(complete.reference)).toEqual({ type: 'payment', status: 'succeeded' });
    expect(await sandbox.card.decideChallenge(complete.reference, false)).toBeUndefined();

    const fail = await pay({ kind: 'card', card: card('4000000000003220') });
    await sandbox.card.decideChallenge(fail.reference, false);
    expect(await sandbox.card.paymentStatus(fail.reference)).toEqual({ type: 'payment', status: 'failed', resultCode: '40090' });
    expect(await sandbox.card.challenge('sbxpay_unknown')).toBeUndefined();
  });

  it('keeps a card its browser fields read under a token of its own, and charges it as that test card', async () => {
    const index = sandboxConfig.cards.findIndex((entry) => entry.number === '4000000000400301');
    const token = await sandbox.card.keepBrowserCard({ card: index, brand: 'visa', last4: '0301', expMonth: '12', expYear: '2035' });
    if (!token) throw new Error('no token');
    expect(await sandbox.card.describeToken(token)).toEqual({ token, brand: 'visa', last4: '0301', expMonth: '12', expYear: '2035' });
    expect((await pay({ kind: 'token', token })).fact).toMatchObject({ status: 'failed', resultCode: '40030' });
    expect(await sandbox.card.tokenDeclines(token)).toBe(true);
    expect(await sandbox.card.keepBrowserCard({ card: 999, brand: 'visa', last4: '0000', expMonth: '12', expYear: '2035' })).toBeUndefined();
    expect(await sandbox.card.describeToken('sbxtok_forged')).toBeUndefined();
  });
});

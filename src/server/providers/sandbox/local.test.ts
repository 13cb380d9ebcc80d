import { clabe } from 'clabe-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodsFor } from '../../../shared/config/paymentMethods';
import { freshDb } from '../../../../tests/helpers/testDb';
import { sandboxOn } from '../../../../tests/helpers/sandboxProvider';
import { sandboxConfig } from '../../../../tests/helpers/testFlows';
import { testClock } from '../../../../tests/helpers/clock';
import { gatewayFor } from '../../services/pay/gateway-kind';
import type { Db } from '../../store/db';
import { sandboxGatewayPath, sandboxInstructions } from './local';
import type { Sandbox } from './sandbox';

const instructionsFor = sandboxInstructions(sandboxConfig.local, sandboxGatewayPath);
const localMethods = methodsFor('buy').filter((method) => gatewayFor(method.type) === 'local');
let db: Db;
let sandbox: Sandbox;
const clock = testClock();

beforeAll(async () => {
  db = await freshDb();
  sandbox = sandboxOn(db, clock);
});
afterAll(() => db.close());

describe('sandbox local gateway', () => {
  it.each(localMethods.flatMap((method) => method.fiats.map((fiat) => ({ code: method.payWayCode, method, fiat }))))(
    'issues the instructions config/sandbox.json names for method $code in $fiat',
    ({ method, fiat }) => {
      const instructions = instructionsFor({ orderNo: 'B1767225600000123456', method, fiat, amount: '100', bankCode: method.banks?.[0]?.bankCode });
      const named = sandboxConfig.local.instructionsByPayWayCode[method.payWayCode] ?? sandboxConfig.local.instructionsByType[method.type];
      expect(instructions.kind).toBe(named);
    },
  );

  it('gives SPEI a CLABE whose check digit validates, stable per order', () => {
    const spei = localMethods.find((method) => sandboxConfig.local.instructionsByPayWayCode[method.payWayCode] === 'spei');
    if (!spei) throw new Error('no SPEI method in the catalogue');
    const first = instructionsFor({ orderNo: 'S1', method: spei, fiat: 'MXN', amount: '100' });
    const again = instructionsFor({ orderNo: 'S1', method: spei, fiat: 'MXN', amount: '100' });
    expect(first).toEqual(again);
    if (first.kind === 'spei') expect(clabe.validate(first.clabe).ok).toBe(true);
  });

  it('answers the wallet check false only for the documented rejected e-mail', async () => {
    expect(await sandbox.local.checkWallet('USDT', 'someone@example.com')).toBe(true);
    expect(await sandbox.local.checkWallet('USDT', 'blocked@sandbox.gangway.dev')).toBe(false);
  });

  it('keeps a payment pending until the payer pays, and takes it once; a cancelled one is not paid', async () => {
    const method = localMethods[0];
    if (!method) throw new Error('no local method');
    const request = { orderNo: 'B-local', method, fiat: method.fiats[0] ?? 'USD', amount: '100', bankCode: method.banks?.[0]?.bankCode };
    const { reference } = await sandbox.local.createPayment({ ...request, idempotencyKey: 'B-local:1' });
    expect(await sandbox.local.paymentStatus(reference)).toEqual({ type: 'payment', status: 'pending' });
    expect(await sandbox.local.pay('B-local')).toBe(true);
    expect(await sandbox.local.pay('B-local')).toBe(false);
    expect(await sandbox.local.paymentStatus(reference)).toEqual({ type: 'payment', status: 'succeeded' });

    const cancelled = await sandbox.local.createPayment({ ...request, orderNo: 'B-cancel', idempotencyKey: 'B-cancel:1' });
    await sandbox.local.cancel(cancelled.reference);
    expect(await sandbox.local.pay('B-cancel')).toBe(false);
    expect((await sandbox.local.paymentStatus(cancelled.reference)).status).toBe('cancelled');
  });

  const payout = (idempotencyKey: string, destination: { fields: Record<string, string>; tokens: Record<string, string> }) =>
    sandbox.payout.submit({ idempotencyKey, orderNo: 'S1', destination, fiat: 'GBP', amount: '10' });

  it('has the payout bank reject an account holding a documented rejected value, after its delay', async () => {
    const paid = await payout('S1:payout:1', { fields: { accountNumber: '12345678' }, tokens: {} });
    const rejected = await payout('S1:payout:2', { fields: { accountNumber: '000000000000' }, tokens: {} });
    expect(await sandbox.payout.payoutStatus(paid.reference)).toEqual({ type: 'payout', status: 'pending' });
    clock.advance(sandboxConfig.payout.settleDelayMs);
    expect(await sandbox.payout.payoutStatus(paid.reference)).toEqual({ type: 'payout', status: 'paid' });
    expect(await sandbox.payout.payoutStatus(rejected.reference)).toEqual({ type: 'payout', status: 'rejected' });
  });

  it('has the card issuer reject a payout to a card whose test number declines', async () => {
    const declining = await sandbox.card.tokenize({ number: '4000000000400202', expMonth: '12', expYear: '2035', cvv: '', holderName: 'Ana' });
    const fine = await sandbox.card.tokenize({ number: '4242424242424242', expMonth: '12', expYear: '2035', cvv: '', holderName: 'Ana' });
    const refused = await payout('S1:payout:card1', { fields: { cardNumber: 'visa •••• 0202' }, tokens: { cardNumber: declining.token } });
    const accepted = await payout('S1:payout:card2', { fields: { cardNumber: 'visa •••• 4242' }, tokens: { cardNumber: fine.token } });
    clock.advance(sandboxConfig.payout.settleDelayMs);
    expect((await sandbox.payout.payoutStatus(refused.reference)).status).toBe('rejected');
    expect((await sandbox.payout.payoutStatus(accepted.reference)).status).toBe('paid');
  });
});

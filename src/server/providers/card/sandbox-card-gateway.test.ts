import cardValidator from 'card-validator';
import { describe, expect, it } from 'vitest';
import { errorsConfig } from '../../../shared/config/errors';
import { sandboxConfig } from '../../services/orders/flow-deps';
import { createSandboxCardGateway } from './sandbox-card-gateway';

let clock = 1_000_000;
const gateway = createSandboxCardGateway(sandboxConfig.cards, () => clock, sandboxConfig.cardTimeoutMs);
const card = (number: string) => ({ number, expMonth: '12', expYear: '2035', cvv: '123', holderName: 'Ana Silva' });

describe('sandbox card gateway', () => {
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
    const tokenized = await gateway.tokenize(card('4000000000400202'));
    expect(tokenized).toMatchObject({ brand: 'visa', last4: '0202' });
    expect(tokenized.token).not.toContain('4000000000400202');
    expect(await gateway.charge({ orderNo: 'B1', amount: '1', fiat: 'USD', source: { kind: 'token', token: tokenized.token } })).toMatchObject({ kind: 'declined', resultCode: '40020' });
  });

  it('approves a valid card number that is not a test number', async () => {
    expect(await gateway.charge({ orderNo: 'B1', amount: '1', fiat: 'USD', source: { kind: 'card', card: card('4111111111111111') } })).toMatchObject({ kind: 'approved' });
  });

  it('declines a forged token as card data incorrect', async () => {
    expect(await gateway.charge({ orderNo: 'B1', amount: '1', fiat: 'USD', source: { kind: 'token', token: 'sbx_99_ab' } })).toMatchObject({ kind: 'declined', resultCode: '40010' });
  });

  it('leaves the timeout card pending for cardTimeoutMs, then reports it timed out', async () => {
    const result = await gateway.charge({ orderNo: 'B1', amount: '1', fiat: 'USD', source: { kind: 'card', card: card('4000000000005043') } });
    expect(result.kind).toBe('pending');
    clock += sandboxConfig.cardTimeoutMs - 1;
    expect(gateway.isTimedOut(result.reference, clock)).toBe(false);
    expect(gateway.isTimedOut(result.reference, clock + 1)).toBe(true);
  });

  it('never reports an approved charge or a forged reference as timed out', async () => {
    const approved = await gateway.charge({ orderNo: 'B1', amount: '1', fiat: 'USD', source: { kind: 'card', card: card('4242424242424242') } });
    expect(gateway.isTimedOut(approved.reference, clock + 10 * sandboxConfig.cardTimeoutMs)).toBe(false);
    expect(gateway.isTimedOut('sbx_timeout_x_ab', clock + 10 * sandboxConfig.cardTimeoutMs)).toBe(false);
  });
});

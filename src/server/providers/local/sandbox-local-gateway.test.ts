import { clabe } from 'clabe-validator';
import { describe, expect, it } from 'vitest';
import { methodsFor } from '../../../shared/config/paymentMethods';
import { sandboxConfig, sandboxGatewayPath } from '../../services/orders/flow-deps';
import { gatewayFor } from '../../services/pay/gateway-kind';
import { createSandboxLocalGateway } from './sandbox-local-gateway';
import { createSandboxPayoutRail } from './sandbox-payout-rail';

const gateway = createSandboxLocalGateway(sandboxConfig.local, sandboxConfig.walletCheck, sandboxGatewayPath);
const localMethods = methodsFor('buy').filter((method) => gatewayFor(method.type) === 'local');

describe('sandbox local gateway', () => {
  it.each(localMethods.flatMap((method) => method.fiats.map((fiat) => ({ code: method.payWayCode, method, fiat }))))(
    'issues the instructions config/sandbox.json names for method $code in $fiat',
    ({ method, fiat }) => {
      const instructions = gateway.instructionsFor({ orderNo: 'B1767225600000123456', method, fiat, amount: '100', bankCode: method.banks?.[0]?.bankCode });
      const named = sandboxConfig.local.instructionsByPayWayCode[method.payWayCode] ?? sandboxConfig.local.instructionsByType[method.type];
      expect(instructions.kind).toBe(named);
    },
  );

  it('gives SPEI a CLABE whose check digit validates, stable per order', () => {
    const spei = localMethods.find((method) => sandboxConfig.local.instructionsByPayWayCode[method.payWayCode] === 'spei');
    if (!spei) throw new Error('no SPEI method in the catalogue');
    const first = gateway.instructionsFor({ orderNo: 'S1', method: spei, fiat: 'MXN', amount: '100' });
    const again = gateway.instructionsFor({ orderNo: 'S1', method: spei, fiat: 'MXN', amount: '100' });
    expect(first).toEqual(again);
    if (first.kind === 'spei') expect(clabe.validate(first.clabe).ok).toBe(true);
  });

  it('answers the wallet check false only for the documented rejected e-mail', () => {
    expect(gateway.checkWallet('USDT', 'someone@example.com')).toBe(true);
    expect(gateway.checkWallet('USDT', 'blocked@sandbox.gangway.dev')).toBe(false);
  });

  it('has the payout bank reject an account holding a documented rejected value', () => {
    const rail = createSandboxPayoutRail(sandboxConfig.payout, () => false);
    expect(rail.accepts({ fields: { accountNumber: '12345678' }, tokens: {} })).toBe(true);
    expect(rail.accepts({ fields: { accountNumber: '000000000000' }, tokens: {} })).toBe(false);
  });

  it('has the card issuer reject a payout to a card whose test number declines', () => {
    const rail = createSandboxPayoutRail(sandboxConfig.payout, (token) => token === 'declining');
    expect(rail.accepts({ fields: { cardNumber: 'visa •••• 0002' }, tokens: { cardNumber: 'declining' } })).toBe(false);
    expect(rail.accepts({ fields: { cardNumber: 'visa •••• 4242' }, tokens: { cardNumber: 'fine' } })).toBe(true);
  });
});

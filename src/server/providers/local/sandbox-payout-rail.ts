import type { SandboxConfig } from '../../../shared/generated/sandbox.schema';
import type { PayoutRail } from './payout-rail';

/**
 * Sandbox bank and card issuer: an account with any field equal to a documented rejected value is
 * refused, and so is a card whose test number declines charges (docs/sandbox.md).
 */
export function createSandboxPayoutRail(config: SandboxConfig['payout'], cardDeclines: (token: string) => boolean): PayoutRail {
  const rejected = new Set(config.rejectedAccountValues);
  return {
    accepts: ({ fields, tokens }) =>
      !Object.values(fields).some((value) => typeof value === 'string' && rejected.has(value.replace(/\s/g, ''))) &&
      !Object.values(tokens).some(cardDeclines),
    settleDelayMs: config.settleDelayMs,
    refund: config.refund,
  };
}

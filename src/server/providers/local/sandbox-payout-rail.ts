import type { SandboxConfig } from '../../../shared/generated/sandbox.schema';
import type { PayoutRail } from './payout-rail';

/** Sandbox bank: an account with any field equal to a documented rejected value is refused (docs/sandbox.md). */
export function createSandboxPayoutRail(config: SandboxConfig['payout']): PayoutRail {
  const rejected = new Set(config.rejectedAccountValues);
  return {
    accepts: (account) => !Object.values(account).some((value) => typeof value === 'string' && rejected.has(value.replace(/\s/g, ''))),
    settleDelayMs: config.settleDelayMs,
    refund: config.refund,
  };
}

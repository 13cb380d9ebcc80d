import { randomBytes } from 'node:crypto';
import type { SandboxConfig } from '../../../shared/generated/sandbox.schema';
import type { KycProvider } from './kyc-provider';

/** Sandbox KYC: the outcome is chosen by the submitted last name (docs/sandbox.md), after a short review. */
export function createSandboxKycProvider(config: SandboxConfig['kyc']): KycProvider {
  const byName = new Map(Object.entries(config.outcomesByLastName).map(([name, outcome]) => [name.toLowerCase(), outcome]));
  return {
    issueSdkToken: () => `sbx_kyc_${randomBytes(16).toString('hex')}`,
    // The sandbox is its own vendor: this server takes the photos (src/server/routes/kyc.ts), a path after the API base.
    captureUrlFor: (token) => `/sandbox/kyc/${token}/documents`,
    review: ({ lastName }) => ({
      outcome: byName.get(lastName.trim().toLowerCase()) ?? config.defaultOutcome,
      decidedAfterMs: config.reviewDelayMs,
    }),
    limitsFor: (side, fiat) => (side === 'buy' ? config.limits : config.sellLimits)[fiat],
  };
}

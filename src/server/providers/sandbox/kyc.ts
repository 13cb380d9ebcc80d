import { randomBytes } from 'node:crypto';
import type { KycProvider } from '../kyc/kyc-provider';
import type { SandboxContext } from './context';

/**
 * Sandbox KYC vendor: the outcome is chosen by the submitted last name (docs/sandbox.md) and
 * decided kyc.reviewDelayMs after the submission, when it is reported as a signed event; a status
 * lookup answers waiting until then.
 */
export function sandboxKyc(context: SandboxContext): KycProvider {
  const { store, now, config } = context;
  const byName = new Map(Object.entries(config.kyc.outcomesByLastName).map(([name, outcome]) => [name.toLowerCase(), outcome]));
  return {
    async createApplicant({ userNo, level }) {
      const sdkToken = `sbx_kyc_${randomBytes(16).toString('hex')}`;
      const { object } = await store.create({
        kind: 'applicant',
        prefix: 'sbxapp',
        data: { userNo, level },
        status: () => ({ type: 'review', status: 'waiting' }),
        steps: () => [],
      });
      // The sandbox is its own vendor: this server takes the photos (src/server/routes/kyc.ts), a path after the API base.
      return { reference: object.reference, sdkToken, captureUrl: `/sandbox/kyc/${sdkToken}/documents` };
    },
    async requestReview({ userNo, level, identity }) {
      const outcome = byName.get(identity.lastName.trim().toLowerCase()) ?? config.kyc.defaultOutcome;
      const { object } = await store.create({
        kind: 'review',
        prefix: 'sbxrev',
        data: { userNo, level },
        status: () => ({ type: 'review', status: 'waiting' }),
        steps: () => [{ provider: 'kyc', fact: { type: 'review', status: outcome }, at: now() + config.kyc.reviewDelayMs }],
      });
      return { reference: object.reference };
    },
    async reviewStatus(reference) {
      const status = await store.statusOf(reference);
      if (status?.type !== 'review') throw new Error(`the sandbox KYC vendor has no review ${reference}`);
      return status;
    },
    limitsFor: (side, fiat) => (side === 'buy' ? config.kyc.limits : config.kyc.sellLimits)[fiat],
    events: context.events('kyc'),
  };
}

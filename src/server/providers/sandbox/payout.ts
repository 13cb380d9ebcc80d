import type { PayoutProvider } from '../payout/payout-provider';
import type { SandboxContext } from './context';

/**
 * Sandbox bank and card issuer: a payout to an account with any field equal to a documented
 * rejected value is rejected, and so is one to a card whose test number declines charges
 * (docs/sandbox.md); the answer comes payout.settleDelayMs after the submission, as a signed event.
 */
export function sandboxPayout(context: SandboxContext, cardDeclines: (token: string) => Promise<boolean>): PayoutProvider {
  const { store, now, config } = context;
  const rejected = new Set(config.payout.rejectedAccountValues);
  return {
    async submit(request) {
      const { fields, tokens } = request.destination;
      const declined = await Promise.all(Object.values(tokens).map(cardDeclines));
      const accepted = !Object.values(fields).some((value) => typeof value === 'string' && rejected.has(value.replace(/\s/g, ''))) && !declined.includes(true);
      const { object } = await store.create({
        kind: 'payout',
        idempotencyKey: request.idempotencyKey,
        prefix: 'sbxout',
        data: { orderNo: request.orderNo, fiat: request.fiat, amount: request.amount },
        status: () => ({ type: 'payout', status: 'pending' }),
        steps: () => [{ provider: 'payout', fact: { type: 'payout', status: accepted ? 'paid' : 'rejected' }, at: now() + config.payout.settleDelayMs }],
      });
      context.answerCreate('payout');
      return { reference: object.reference };
    },
    async payoutStatus(reference) {
      const status = await store.statusOf(reference);
      if (status?.type !== 'payout') throw new Error(`the sandbox bank has no payout ${reference}`);
      return status;
    },
    refund: config.payout.refund,
    events: context.events('payout'),
  };
}

import type { CardProvider } from '../../providers/card/card-provider';
import type { ChainProvider } from '../../providers/chain/chain-provider';
import type { KycProvider } from '../../providers/kyc/kyc-provider';
import type { LocalProvider } from '../../providers/local/local-provider';
import type { PayoutProvider } from '../../providers/payout/payout-provider';
import type { ReconcileSchedule } from '../../settlement/watch';

/**
 * The providers the buy, sell and KYC services use, the clock they read, the key they seal personal
 * data with, and the reconciler's schedule every new provider reference is watched on. Built once
 * per app from app.config and app.providers (plugins/providers.ts).
 */
export interface FlowDeps {
  card: CardProvider;
  local: LocalProvider;
  chain: ChainProvider;
  kyc: KycProvider;
  payout: PayoutProvider;
  now: () => number;
  /** DATA_KEY (data-key.ts): payout accounts are stored sealed under it. */
  dataKey: Buffer;
  reconcile: ReconcileSchedule;
  /** config/constants.json buyOrderPaymentWindowMs and sellOrderExpiryMs: the windows of new orders. */
  windows: { buyMs: number; sellMs: number };
}

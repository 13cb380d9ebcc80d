import { apiPrefix } from '../../paths';
import type { SandboxConfig } from '../../../shared/generated/sandbox.schema';
import { gangwayConfig } from '../../../shared/config/nodeSource';
import type { CardGateway } from '../../providers/card/card-gateway';
import { createSandboxCardGateway, sandboxTokenDeclines } from '../../providers/card/sandbox-card-gateway';
import type { Chain } from '../../providers/chain/chain';
import { createSandboxChain } from '../../providers/chain/sandbox-chain';
import type { KycProvider } from '../../providers/kyc/kyc-provider';
import { createSandboxKycProvider } from '../../providers/kyc/sandbox-kyc-provider';
import type { LocalGateway } from '../../providers/local/local-gateway';
import type { PayoutRail } from '../../providers/local/payout-rail';
import { createSandboxLocalGateway } from '../../providers/local/sandbox-local-gateway';
import { createSandboxPayoutRail } from '../../providers/local/sandbox-payout-rail';

/** The providers the buy, sell and KYC services use, the clock they read and the key they seal personal data with. */
export interface FlowDeps {
  card: CardGateway;
  local: LocalGateway;
  chain: Chain;
  kyc: KycProvider;
  payout: PayoutRail;
  now: () => number;
  /** DATA_KEY (data-key.ts): payout accounts are stored sealed under it. */
  dataKey: Buffer;
}

/** config/sandbox.json of the config directory the server runs on. */
export const sandboxConfig: SandboxConfig = gangwayConfig.sandbox;

/** The sandbox gateway page a redirect scheme's payUrl opens (docs/sandbox.md): a GET page served by this server. */
export const sandboxGatewayPath = (orderNo: string) => `${apiPrefix}/sandbox/gateway/${encodeURIComponent(orderNo)}`;

/** Every provider in its sandbox form: the default when no production credentials are configured. */
export function createSandboxFlowDeps(dataKey: Buffer, config: SandboxConfig = sandboxConfig, now: () => number = Date.now): FlowDeps {
  return {
    dataKey,
    card: createSandboxCardGateway(config.cards, now, config.cardTimeoutMs),
    local: createSandboxLocalGateway(config.local, config.walletCheck, sandboxGatewayPath),
    chain: createSandboxChain(config),
    kyc: createSandboxKycProvider(config.kyc),
    payout: createSandboxPayoutRail(config.payout, (token) => sandboxTokenDeclines(config.cards, token)),
    now,
  };
}

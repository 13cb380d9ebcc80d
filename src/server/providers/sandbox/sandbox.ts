import type { SandboxConfig } from '../../../shared/generated/sandbox.schema';
import type { Db } from '../../store/db';
import type { CardCollection } from '../card/card-provider';
import { ProviderUnavailable } from '../facts';
import { sandboxCard } from './card';
import { sandboxChain } from './chain';
import type { SandboxContext } from './context';
import { deliverSandboxEvents, type EventTransport } from './delivery';
import { sandboxEventParser } from './events';
import { sandboxKyc } from './kyc';
import { sandboxLocal } from './local';
import { sandboxPayout } from './payout';
import { sandboxStore, type ReportingKind } from './store';

export interface SandboxOptions {
  db: Db;
  now: () => number;
  config: SandboxConfig;
  /** The signing secret of each kind's events (config/providers.json secrets.signingSecret). */
  secretOf: (kind: ReportingKind) => string;
  /** How the card adapter collects card data (config/providers.json card.settings.collect). */
  collect: CardCollection['kind'];
}

/**
 * The sandbox provider (docs/sandbox.md): one adapter per reporting kind over one store of its own,
 * and its event posting. A processor's test mode: every outcome is reported through signed events
 * and status lookups only.
 */
export function createSandbox({ db, now, config, secretOf, collect }: SandboxOptions) {
  let createsToFail = config.events.faults.failCreates;
  const context: SandboxContext = {
    store: sandboxStore(db, now, () => config.events.faults.delayMs),
    now,
    config,
    events: (kind) => sandboxEventParser(kind, secretOf(kind), now, config.events.toleranceMs),
    answerCreate(what) {
      if (createsToFail <= 0) return;
      createsToFail -= 1;
      throw new ProviderUnavailable('sandbox', `the ${what} was made but its answer was lost (fault failCreates)`);
    },
  };
  const card = sandboxCard(context, collect);
  return {
    card,
    local: sandboxLocal(context),
    kyc: sandboxKyc(context),
    chain: sandboxChain(context),
    payout: sandboxPayout(context, (token) => card.tokenDeclines(token)),
    /** One pass of posting due events to the intake (the sandbox-events job). */
    deliver: (transport: EventTransport) => deliverSandboxEvents({ db, now, secretOf, faults: () => config.events.faults, transport }),
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;

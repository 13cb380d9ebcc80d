import pino from 'pino';
import { gangwayConfig } from '../../src/shared/config/nodeSource';
import { networkByCode } from '../../src/shared/address/networks';
import type { SandboxConfig } from '../../src/shared/generated/sandbox.schema';
import { dataKeyFromEnv } from '../../src/server/server-keys';
import { createMetrics } from '../../src/server/metrics/metrics';
import type { Sandbox } from '../../src/server/providers/sandbox/sandbox';
import { selectProviders } from '../../src/server/providers/select';
import type { FlowDeps } from '../../src/server/services/orders/flow-deps';
import { closeEndedWindows } from '../../src/server/services/orders/order-windows';
import { subjectHandlers } from '../../src/server/services/settlement-handlers';
import { createSettlement } from '../../src/server/settlement/settlement';
import { sendQueuedTransfers } from '../../src/server/settlement/transfers';
import type { Db } from '../../src/server/store/db';
import type { TestClock } from './clock';

/** Test support of the services: a user row, and the sandbox providers with the settlement they report through. */
export async function addUser(db: Db, userNo: string, status = 'active'): Promise<string> {
  await db.query('INSERT INTO users (user_no, email, status, created_at) VALUES ($1, $2, $3, 0)', [userNo, `${userNo}@example.test`, status]);
  return userNo;
}

/** The sandbox of config/sandbox.json, the config directory of this run. */
export const sandboxConfig: SandboxConfig = gangwayConfig.sandbox;

export interface TestFlows {
  deps: FlowDeps;
  sandbox: Sandbox;
  /**
   * Runs the settlement passes a server runs on timers, on the test clock, until nothing is left to
   * do: queued transfers sent, the sandbox's due events posted to the intake (its parser and
   * signature check), the inbox applied, orders whose window ended closed.
   */
  settle(): Promise<void>;
  /** One reconciler pass. */
  reconcile(): Promise<number>;
}

/**
 * The services' providers as config/providers.json selects them, on the test clock, and their
 * settlement without an HTTP server: the sandbox posts its events to the settlement's intake
 * (receive) directly, the same parser and signature check the route runs.
 */
export function testFlows(db: Db, clock: TestClock, config: SandboxConfig = sandboxConfig): TestFlows {
  const selected = selectProviders({
    providers: gangwayConfig.providers,
    sandbox: config,
    env: {},
    production: false,
    db,
    now: clock.now,
    networkCodes: gangwayConfig.networks.networks.map((network) => network.code),
  });
  const sandbox = selected.sandbox;
  if (!sandbox) throw new Error('config/providers.json selects no sandbox kind');
  const schedule = gangwayConfig.providers.settlement;
  const deps: FlowDeps = {
    ...selected.providers,
    now: clock.now,
    dataKey: dataKeyFromEnv({}),
    reconcile: schedule.reconciler,
    windows: { buyMs: gangwayConfig.constants.buyOrderPaymentWindowMs, sellMs: gangwayConfig.constants.sellOrderExpiryMs },
  };
  const settlement = createSettlement({
    db,
    now: clock.now,
    schedule,
    handlers: subjectHandlers(deps),
    parsersOf: selected.eventParsers,
    metrics: createMetrics(db).settlement,
    log: pino({ level: 'silent' }),
  });
  const adapter = (path: string) => /\/providers\/([^/]+)\/events$/.exec(path)?.[1] ?? '';
  const transport = async (path: string, body: string, headers: Record<string, string>) =>
    (await settlement.receive(adapter(path), Buffer.from(body), headers)).kind === 'received' ? 200 : 401;
  const transfers = () =>
    sendQueuedTransfers({
      db,
      chain: deps.chain,
      now: clock.now,
      settings: schedule.transfers,
      reconcile: schedule.reconciler,
      networkOf: networkByCode,
      onFailure: () => undefined,
    });
  return {
    deps,
    sandbox,
    async settle() {
      for (let round = 0; round < 20; round += 1) {
        const done =
          (await transfers()) +
          (await sandbox.deliver(transport)) +
          (await settlement.applyPass()) +
          (await closeEndedWindows(db, clock.now(), deps.chain.closeDeposit));
        if (done === 0) return;
      }
      throw new Error('the settlement passes did not come to rest in 20 rounds');
    },
    reconcile: () => settlement.reconcilePass(),
  };
}

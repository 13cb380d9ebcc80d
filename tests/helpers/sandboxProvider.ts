import { createSandbox, type Sandbox } from '../../src/server/providers/sandbox/sandbox';
import type { SandboxConfig } from '../../src/shared/generated/sandbox.schema';
import type { Db } from '../../src/server/store/db';
import { sandboxConfig } from './testFlows';

/** The signing secret the sandbox under test signs with. */
export const testSigningSecret = 'a-test-signing-secret';

/** The sandbox provider alone on a store, on a settable clock (its tests and the contract suite). */
export function sandboxOn(db: Db, clock: { now: () => number }, options: { config?: SandboxConfig; collect?: 'server' | 'browser' } = {}): Sandbox {
  return createSandbox({
    db,
    now: clock.now,
    config: options.config ?? sandboxConfig,
    secretOf: () => testSigningSecret,
    collect: options.collect ?? 'server',
  });
}

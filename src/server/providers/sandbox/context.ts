import type { SandboxConfig } from '../../../shared/generated/sandbox.schema';
import type { EventParser } from '../facts';
import type { ReportingKind, SandboxStore } from './store';

/** What every sandbox adapter shares: its store, the clock, the test values, its event parsers and the create-failure fault. */
export interface SandboxContext {
  store: SandboxStore;
  now: () => number;
  config: SandboxConfig;
  events: (kind: ReportingKind) => EventParser;
  /**
   * Called after a create was recorded: throws when the failCreates fault still has creates to fail,
   * as a processor that acted but whose answer timed out or was a 500.
   */
  answerCreate: (what: string) => void;
}

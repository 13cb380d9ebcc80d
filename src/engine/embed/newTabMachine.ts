import { assign, setup } from 'xstate';
import { constants } from '../../shared/config/constants';
import { suppliedByApp } from '../required';

/** What opening the new tab came to (the app opens it on the user's click). */
export type NewTabOutcome =
  /** The new tab is open at the step. */
  | { kind: 'opened'; url: string }
  /** No new tab could open (popups blocked): the user opens the link, which works once. */
  | { kind: 'blocked'; url: string }
  | { kind: 'failed' };

interface NewTabContext {
  /** The handoff link of the latest tab; shown to copy when popups are blocked. */
  url: string | undefined;
  blocked: boolean;
}

export type NewTabEvent = { type: 'newTab.open' };

/**
 * "Continue in a new tab" (docs/embedding.md): the frame hands a step it cannot do to a new tab,
 * then follows it: it asks every orderPollIntervalMs whether the step was done there (an order
 * that left unpaid, an identity review that was submitted) and ends in `done`, where the frame
 * goes on as if it had done the step itself. Opening again issues a fresh single-use link.
 */
export const newTabMachine = setup({
  types: {} as { context: NewTabContext; events: NewTabEvent },
  actors: {
    openTab: suppliedByApp<NewTabOutcome, void>('openTab'),
    stepDone: suppliedByApp<boolean, void>('stepDone'),
  },
  delays: { poll: constants.orderPollIntervalMs },
}).createMachine({
  id: 'newTab',
  context: { url: undefined, blocked: false },
  initial: 'idle',
  states: {
    idle: { on: { 'newTab.open': 'opening' } },
    opening: {
      invoke: {
        id: 'openTab',
        src: 'openTab',
        onDone: [
          { guard: ({ event }) => event.output.kind === 'failed', target: 'failed' },
          {
            target: 'following',
            actions: assign(({ event }) => (event.output.kind === 'failed' ? {} : { url: event.output.url, blocked: event.output.kind === 'blocked' })),
          },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { 'newTab.open': 'opening' } },
    following: {
      on: { 'newTab.open': 'opening' },
      initial: 'waiting',
      states: {
        waiting: { after: { poll: 'asking' } },
        asking: {
          invoke: {
            id: 'stepDone',
            src: 'stepDone',
            onDone: [{ guard: ({ event }) => event.output, target: '#newTab.done' }, { target: 'waiting' }],
            onError: 'waiting',
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

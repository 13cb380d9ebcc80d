import { assign, setup } from 'xstate';
import type { EnvironmentResponse } from '../../shared/generated/api/operations.schema';
import { isCancellation } from '../cancellation';
import { suppliedByApp } from '../required';

/**
 * Whether the page shows the Sandbox marker, for which provider kinds and, while some networks move real
 * crypto, which networks are still the sandbox's: the server is asked once. A route change
 * cancels every pending request (spec §7), but the marker belongs to every page: a cancelled
 * question is asked again. Any other failure leaves the marker hidden until the next page load.
 */
export const sandboxMarkerMachine = setup({
  types: {} as { context: Pick<EnvironmentResponse['data'], 'sandbox' | 'sandboxKinds' | 'sandboxNetworks'> },
  actors: {
    loadEnvironment: suppliedByApp<EnvironmentResponse['data'], void>('loadEnvironment'),
  },
  guards: {
    cancelled: ({ event }) => isCancellation((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'sandboxMarker',
  context: { sandbox: false, sandboxKinds: [], sandboxNetworks: [] },
  initial: 'asking',
  states: {
    asking: {
      invoke: {
        id: 'loadEnvironment',
        src: 'loadEnvironment',
        onDone: { target: 'known', actions: assign({ sandbox: ({ event }) => event.output.sandbox, sandboxKinds: ({ event }) => event.output.sandboxKinds, sandboxNetworks: ({ event }) => event.output.sandboxNetworks }) },
        onError: [{ guard: 'cancelled', target: 'asking', reenter: true }, { target: 'unknown' }],
      },
    },
    known: { type: 'final' },
    unknown: { type: 'final' },
  },
});

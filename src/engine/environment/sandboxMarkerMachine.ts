import { assign, setup } from 'xstate';
import type { EnvironmentResponse } from '../../shared/generated/api/operations.schema';
import { isCancellation } from '../cancellation';
import { suppliedByApp } from '../required';

/** What the marker shows: whether sandbox providers are in use, which kinds, and which networks the sandbox chain still serves. */
export type SandboxMarker = Pick<EnvironmentResponse['data'], 'sandbox' | 'sandboxKinds' | 'sandboxNetworks'>;

/**
/**
 * Whether the page shows the Sandbox marker, for which provider kinds and, while some networks move
 * real crypto, which networks are still the sandbox's: the server is asked once, unless it said so
 * with the page (the landing page it rendered). A route change cancels every pending request
 * (product §7), but the marker belongs to every page: a cancelled question is asked again. Any other
 * failure leaves the marker hidden until the next page load.
 */
export const sandboxMarkerMachine = setup({
  types: {} as { context: SandboxMarker & { known: boolean }; input: { sandbox?: SandboxMarker } },
  actors: {
    loadEnvironment: suppliedByApp<EnvironmentResponse['data'], void>('loadEnvironment'),
  },
  guards: {
    cancelled: ({ event }) => isCancellation((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'sandboxMarker',
  context: ({ input }) => ({
    sandbox: input.sandbox?.sandbox ?? false,
    sandboxKinds: input.sandbox?.sandboxKinds ?? [],
    sandboxNetworks: input.sandbox?.sandboxNetworks ?? [],
    known: input.sandbox !== undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.known, target: 'known' }, { target: 'asking' }],
    },
    asking: {
      invoke: {
        id: 'loadEnvironment',
        src: 'loadEnvironment',
        onDone: {
          target: 'known',
          actions: assign({
            sandbox: ({ event }) => event.output.sandbox,
            sandboxKinds: ({ event }) => event.output.sandboxKinds,
            sandboxNetworks: ({ event }) => event.output.sandboxNetworks,
          }),
        },
        onError: [{ guard: 'cancelled', target: 'asking', reenter: true }, { target: 'unknown' }],
      },
    },
    known: { type: 'final' },
    unknown: { type: 'final' },
  },
});

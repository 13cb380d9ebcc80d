import { fromPromise, type AnyStateMachine, type MachineImplementationsFrom } from 'xstate';

/**
 * A promise actor of one API call: its input (none unless the call names its type) and the signal
 * that aborts the request when the machine leaves the state that invoked it.
 */
export function apiCall<TOutput, TInput = void>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => call(input, signal));
}

/** The actors a machine declares, by name, each with its input and output types. */
type ActorsOf<TMachine extends AnyStateMachine> = NonNullable<MachineImplementationsFrom<TMachine>['actors']>;

/**
 * The one way a machine gets its actors: the API actors of src/ui/app/flowActors/ (one map per
 * area of src/api/endpoints, so a screen's chunk carries only its area's calls) spread with what
 * only the caller knows (the order being placed, the card typed on the page), e.g.
 * `provideFlow(payButtonMachine, { ...buyActors(services.api), submitPayment })`. The actors are checked
 * against the machine's own declarations at the call, and an actor left out fails loudly when
 * invoked (src/engine/required.ts).
 */
export function provideFlow<TMachine extends AnyStateMachine>(machine: TMachine, actors: ActorsOf<TMachine>): TMachine {
  // provide() answers the same machine type; through a type parameter TypeScript only sees AnyStateMachine.
  return machine.provide({ actors }) as TMachine;
}

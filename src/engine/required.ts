import { fromPromise } from 'xstate';

/**
 * The default of an API actor that the app must supply (the UI gives every machine its actors in
 * src/ui/app/flowActors/).
 * Machines never call the API themselves (docs/architecture.md); forgetting to wire one fails loudly.
 */
export function suppliedByApp<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The app must provide the actor "${name}"`)));
}

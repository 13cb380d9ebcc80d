import type { Counter } from 'prom-client';

/**
 * The provider with every method counted when it throws or rejects (a provider's refusal, such as
 * a declined card, is an answer, not an error). Behaviour is otherwise the provider's own.
 */
export function countingErrors<T extends object>(provider: T, name: string, errors: Counter<'provider'>): T {
  const count = (error: unknown): never => {
    errors.inc({ provider: name });
    throw error;
  };
  return new Proxy(provider, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        let result: unknown;
        try {
          result = value.apply(target, args);
        } catch (error) {
          return count(error);
        }
        return result instanceof Promise ? result.catch(count) : result;
      };
    },
  });
}

import type { ApiError, ApiResult } from './client';

/** Thrown by unwrap() so a machine's fromPromise actor lands in onError with the tagged result. */
export class ApiFailure extends Error {
  constructor(readonly result: ApiError) {
    super(`API ${result.code}: ${result.message}`);
    this.name = 'ApiFailure';
  }
}

/**
 * Thrown by unwrap() for a request cancelled on a route change or by its caller (product §7). Named
 * AbortError as fetch names an aborted request, so machines tell it from a failure without knowing
 * the API client (src/engine/cancellation.ts): it is no answer at all, never an error to show.
 */
export class ApiCancelled extends Error {
  constructor() {
    super('API request cancelled');
    this.name = 'AbortError';
  }
}

/** What a result that is not ok throws: ApiCancelled for a cancellation, else ApiFailure. */
export function failureOf(result: Exclude<ApiResult<unknown>, { kind: 'ok' }>): ApiFailure | ApiCancelled {
  return result.kind === 'cancelled' ? new ApiCancelled() : new ApiFailure(result);
}

/** The data of an ok result, else throws ApiFailure (or ApiCancelled): the shape machine actors want. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.kind === 'ok') return result.data;
  throw failureOf(result);
}

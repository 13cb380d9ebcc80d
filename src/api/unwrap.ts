import type { ApiError, ApiResult } from './client';

/** Thrown by unwrap() so a machine's fromPromise actor lands in onError with the tagged result. */
export class ApiFailure extends Error {
  constructor(readonly result: ApiError | { kind: 'cancelled' }) {
    super(result.kind === 'error' ? `API ${result.code}: ${result.message}` : 'API request cancelled');
    this.name = 'ApiFailure';
  }
}

/** The data of an ok result, else throws ApiFailure: the shape machine actors want. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.kind === 'ok') return result.data;
  throw new ApiFailure(result);
}

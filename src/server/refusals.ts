import type { Translator } from '../shared/i18n';
import { ApiError, type MessageParams } from './errors';
import { ProviderRefusedRequest, ProviderUnavailable } from './providers/facts';

/** A rule said no: the named entry of config/errors.json with its message values (and, when more precise, a message of its own). */
export function refuse(errorName: string, params: MessageParams = {}, messageKey?: string): never {
  throw new ApiError(errorName, params, messageKey);
}

/**
 * A provider call that failed, as the caller's answer: no usable answer (a timeout, a 500) is the
 * busy answer, and the same submit may be tried again; a request the provider refuses for this
 * order is orderState. Anything else is not a provider's failure and goes on as it is.
 */
export function refuseProviderFailure(error: unknown): never {
  if (error instanceof ProviderUnavailable) refuse('busy');
  // The provider will not do it for this order (say, a deposit address on another network): the order cannot do that now.
  if (error instanceof ProviderRefusedRequest) refuse('orderState');
  throw error;
}

/** Key of the generic reason, used when a rule has no message of its own. */
const INVALID_VALUE_KEY = 'flows.invalidValue';

/**
 * A field failed a rule (validationFailed: '{{field}}: {{reason}}'). The reason is an i18n key with
 * its own values; the envelope's error handler translates it in the caller's language (translateReason).
 */
export function refuseField(field: string, reasonKey: string = INVALID_VALUE_KEY, params: Record<string, string> = {}): never {
  throw new ApiError('validationFailed', { field, reasonKey, ...params });
}

/** Replaces a refuseField reason key by its translation (the envelope's error handler); any other refusal passes unchanged. */
export function translateReason(error: ApiError, t: Translator): ApiError {
  if (typeof error.params.reasonKey !== 'string') return error;
  const { reasonKey, field, ...params } = error.params;
  return new ApiError(error.errorName, { field: String(field), reason: t(reasonKey, params) }, error.messageKey, error.data);
}

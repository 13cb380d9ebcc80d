import { constants } from '../shared/config/constants';

/**
 * Spec §9 masking: the first maskVisibleChars characters, then a star for each character hidden.
 * A value no longer than the visible part is all stars, so a short value never shows whole.
 */
export function maskValue(value: string, visible: number = constants.maskVisibleChars): string {
  if (value.length <= visible) return '*'.repeat(value.length);
  return value.slice(0, visible) + '*'.repeat(value.length - visible);
}

/** Personal data (spec §9): shown masked in logs. Compared without case. */
const personalKeys = new Set(
  [
    'email', 'address', 'memo', 'accountNumber', 'bankAccount', 'iban', 'clabe', 'cpf', 'idNumber', 'ssn', 'phone',
    'name', 'firstName', 'lastName', 'fullName', 'firstname', 'lastname', 'birthDate', 'birthday', 'to', 'ip',
  ].map((key) => key.toLowerCase()),
);

/** Secrets and card data: never logged at all, not even masked. */
const secretKeys = new Set(
  ['cardNumber', 'cvv', 'card', 'code', 'token', 'sign', 'signingKey', 'password', 'authorization', 'cookie', 'secret'].map(
    (key) => key.toLowerCase(),
  ),
);

export const redactedText = '[redacted]';

/** A copy of a log object with personal fields masked and secret fields removed, at any depth. */
export function maskPersonalData(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskPersonalData(item, depth + 1));
  // Only plain data is walked; requests, errors and other class instances go to their serializers.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const masked: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const lower = key.toLowerCase();
    if (secretKeys.has(lower)) masked[key] = redactedText;
    else if (personalKeys.has(lower) && typeof field === 'string') masked[key] = maskValue(field);
    else masked[key] = maskPersonalData(field, depth + 1);
  }
  return masked;
}

/** A URL whose query values for personal or secret keys are masked (`/dev/outbox?email=ali*****`). */
export function maskUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const masked = new URLSearchParams();
  for (const [key, value] of params) {
    const lower = key.toLowerCase();
    masked.append(key, secretKeys.has(lower) ? redactedText : personalKeys.has(lower) ? maskValue(value) : value);
  }
  return `${url.slice(0, queryAt)}?${masked.toString()}`;
}

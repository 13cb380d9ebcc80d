import { constants } from '../shared/config/constants';

/**
 * Product §9 masking: the first maskVisibleChars characters, then a star for each character hidden.
 * A value no longer than the visible part is all stars, so a short value never shows whole.
 */
export function maskValue(value: string, visible: number = constants.maskVisibleChars): string {
  if (value.length <= visible) return '*'.repeat(value.length);
  return value.slice(0, visible) + '*'.repeat(value.length - visible);
}

/**
 * A saved payout account's own number (overriding product §9 for payout accounts only, as
 * config/constants.json payoutAccountVisibleLastChars says): a star for each character hidden, then
 * the last characters, the part people recognise an account by, as on a card. A value no longer
 * than the visible part is all stars.
 */
export function maskKeepingLast(value: string, visible: number = constants.payoutAccountVisibleLastChars): string {
  if (value.length <= visible) return '*'.repeat(value.length);
  return '*'.repeat(value.length - visible) + value.slice(value.length - visible);
}

/** Personal data (product §9): shown masked in logs. Compared without case. */
const personalKeys = new Set(
  [
    'email',
    'address',
    'memo',
    'accountNumber',
    'bankAccount',
    'iban',
    'clabe',
    'cpf',
    'idNumber',
    'ssn',
    'phone',
    'name',
    'firstName',
    'lastName',
    'fullName',
    'firstname',
    'lastname',
    'birthDate',
    'birthday',
    'to',
    'ip',
  ].map((key) => key.toLowerCase()),
);

/**
 * Secrets and card data: never logged at all, not even masked. A session's signing key goes by
 * several names (the service's signingKey, the store's signing_key, the browser's signKey, the
 * login answer's sign header); DATA_KEY seals payout accounts at rest, QUOTE_KEY signs quotes; a hot wallet's private key
 * (or the mnemonic or extended private key it may come from) spends its funds.
 */
const secretKeys = new Set(
  [
    'cardNumber',
    'cvv',
    'card',
    'code',
    'token',
    'sign',
    'signingKey',
    'signing_key',
    'signKey',
    'password',
    'authorization',
    'cookie',
    'secret',
    'dataKey',
    'DATA_KEY',
    'quoteKey',
    'QUOTE_KEY',
    'privateKey',
    'mnemonic',
    'xprv',
  ].map((key) => key.toLowerCase()),
);

export const redactedText = '[redacted]';

/**
 * Free text that may quote what it failed on (a database error's `Key (email)=(ann@x.io)`, `"4111…"`):
 * e-mail addresses, quoted or bracketed values and runs of five or more digits are masked.
 */
export function maskText(text: string): string {
  return text.replace(/[^\s"'()=<>,;:]+@[^\s"'()=<>,;:]+|"[^"]*"|'[^']*'|=\([^)]*\)|\d{5,}/g, (found) => {
    const open = found.startsWith('=(') ? '=(' : /^["']/.test(found) ? found.charAt(0) : '';
    const close = open === '=(' ? ')' : open;
    const inner = found.slice(open.length, found.length - close.length);
    return `${open}${maskValue(inner)}${close}`;
  });
}

/**
 * What of an error reaches the log: never its other fields (a database error carries the query's
 * parameters). A class, so that maskPersonalData leaves it whole: its `code` is an error code, not a secret.
 */
export class LoggedError {
  constructor(
    readonly type: string,
    readonly message: string,
    readonly code: string | number | undefined,
    readonly stack: string,
  ) {}
}

export function errorForLog(error: Error): LoggedError {
  const message = maskText(error.message);
  const { code } = error as { code?: unknown };
  // The stack's first line repeats the message unmasked: only the frames are kept after it.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return new LoggedError(
    error.constructor.name || error.name,
    message,
    typeof code === 'string' || typeof code === 'number' ? code : undefined,
    [`${error.name}: ${message}`, ...frames].join('\n'),
  );
}

type KeyKind = 'secret' | 'personal' | 'plain';

/** Each key's kind, by its name in any case: a log line's keys are the code's own few, so they are looked up once each (bounded all the same). */
const keyKinds = new Map<string, KeyKind>();
const maxKnownKeys = 4096;

function keyKind(key: string): KeyKind {
  let kind = keyKinds.get(key);
  if (kind === undefined) {
    const lower = key.toLowerCase();
    kind = secretKeys.has(lower) ? 'secret' : personalKeys.has(lower) ? 'personal' : 'plain';
    if (keyKinds.size >= maxKnownKeys) keyKinds.clear();
    keyKinds.set(key, kind);
  }
  return kind;
}

/**
 * A log object with personal fields masked, secret fields removed and errors reduced to errorForLog,
 * at any depth. Only what changes is copied: an object with nothing to mask is returned as it is, so
 * a request's own line (a request, a reply and a time) costs no allocation here.
 */
export function maskPersonalData(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return errorForLog(value);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const masked = maskPersonalData(item, depth + 1);
      if (masked === item) return;
      copy ??= [...value];
      copy[index] = masked;
    });
    return copy ?? value;
  }
  // Only plain data is walked; requests and other class instances go to their serializers.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const fields = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(fields)) {
    const field = fields[key];
    const kind = keyKind(key);
    const masked = kind === 'secret' ? redactedText : kind === 'personal' && typeof field === 'string' ? maskValue(field) : maskPersonalData(field, depth + 1);
    if (masked === field) continue;
    copy ??= { ...fields };
    copy[key] = masked;
  }
  return copy ?? value;
}

/** The names a query key is made of: `email[]`, `user[email]` and `user.email` all name an e-mail. */
const keyNames = (key: string): string[] =>
  key
    .toLowerCase()
    .split(/[[\].]/)
    .filter(Boolean);

/** A URL whose query values for personal or secret keys are masked (`/dev/outbox?email=ali*****`). */
export function maskUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const masked = new URLSearchParams();
  for (const [key, value] of params) {
    const names = keyNames(key);
    const secret = names.some((name) => secretKeys.has(name));
    masked.append(key, secret ? redactedText : names.some((name) => personalKeys.has(name)) ? maskValue(value) : value);
  }
  return `${url.slice(0, queryAt)}?${masked.toString()}`;
}

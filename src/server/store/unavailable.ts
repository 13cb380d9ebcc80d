/**
 * Which store errors mean "the database cannot serve right now" rather than "this request is
 * wrong": the request gets the envelope's busy code (503) and readiness turns false, instead of a
 * system error. `unreachable`: no connection (refused, reset, timed out, server shutting down or
 * starting, too many connections, statement timeout). `notWritable`: reads work but writes fail
 * (disk full, I/O error, a read-only database after a failover).
 */
export type StoreUnavailable = 'unreachable' | 'notWritable';

/** SQLSTATE codes (PostgreSQL appendix A), by class or exactly. */
const unreachableStates = new Set(['53300', '57P01', '57P02', '57P03', '57014']);
const unreachableClass = '08';
const notWritableStates = new Set(['25006', '53000', '53100', '58030']);

/** Node socket errors of a connection that failed or broke. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/** What node-postgres and PGlite say when the connection is gone, has not come, or the store is closed. */
const unreachableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
];

interface ErrorFacts {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

export function storeUnavailable(error: unknown): StoreUnavailable | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, errors } = error as ErrorFacts;
  if (typeof code === 'string') {
    if (notWritableStates.has(code)) return 'notWritable';
    if (unreachableStates.has(code) || socketCodes.has(code) || (code.length === 5 && code.startsWith(unreachableClass))) return 'unreachable';
  }
  if (typeof message === 'string' && unreachableMessages.some((pattern) => pattern.test(message))) return 'unreachable';
  // A host name with several addresses (localhost: ::1 and 127.0.0.1) fails with one error per address.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => storeUnavailable(inner) === 'unreachable')) return 'unreachable';
  return undefined;
}

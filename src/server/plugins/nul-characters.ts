import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';

/** The dotted path of the first string holding a NUL character, or undefined. */
export function findNulCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Photo uploads arrive as a Buffer: bytes, not text.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNulCharacter(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character (the insert fails), and no field of this API means
 * one: a request carrying it, in the path, query or body, is refused naming the field before any
 * route reads it.
 */
export function setupNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNulCharacter(request.params, '') ?? findNulCharacter(request.query, '') ?? findNulCharacter(request.body, '');
    if (field !== undefined) throw new ApiError('validationFailed', { field: field || 'body', reason: request.t('flows.invalidValue') });
  });
}

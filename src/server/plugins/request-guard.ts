import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';

/** No body of this API nests more than a few levels (a payout account is two); far deeper is an attack on every later walk. */
export const maxNestingDepth = 32;

/** Names that reach Object.prototype when a body is merged or assigned; no field of this API has them. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * PostgreSQL text holds neither a NUL character nor a UTF-16 surrogate without its pair (valid JSON,
 * "\ud800", but no character: the insert fails, a copy stored elsewhere shows "�").
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorableText = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

export interface RequestProblem {
  field: string;
  reasonKey: string;
  params?: Record<string, string>;
}

/**
 * The first problem of a parsed path, query or body: nesting deeper than maxNestingDepth, a
 * forbidden key, or unstorable text in a key or value. Walked with a stack of its own, so that
 * no depth of nesting can overflow the call stack.
 */
export function findRequestProblem(value: unknown, part: string): RequestProblem | undefined {
  const pending: { node: unknown; path: string; depth: number }[] = [{ node: value, path: '', depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, path, depth } = next;
    if (typeof node === 'string') {
      if (unstorableText(node)) return { field: path || part, reasonKey: 'flows.invalidValue' };
      continue;
    }
    // Photo uploads arrive as a Buffer: bytes, not text.
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) continue;
    if (depth > maxNestingDepth) return { field: part, reasonKey: 'errors.server.reason.nestedTooDeep', params: { max: String(maxNestingDepth) } };
    const entries = Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, inner] = entries[i] as [string, unknown];
      if (unstorableText(key)) return { field: path || part, reasonKey: 'flows.invalidValue' };
      const field = path ? `${path}.${key}` : key;
      if (forbiddenKeys.has(key)) return { field, reasonKey: 'errors.server.reason.fieldNotAllowed' };
      pending.push({ node: inner, path: field, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Refuses, naming the field, a request whose path, query or body holds what no route can use
 * (see findRequestProblem), before any route or schema reads it. An unknown route is left to
 * the 404 answer.
 */
export function setupRequestGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = request.is404
      ? undefined
      : (findRequestProblem(request.params, 'url') ?? findRequestProblem(request.query, 'query') ?? findRequestProblem(request.body, 'body'));
    done(problem ? new ApiError('validationFailed', { field: problem.field, reason: request.t(problem.reasonKey, problem.params) }) : undefined);
  });
}

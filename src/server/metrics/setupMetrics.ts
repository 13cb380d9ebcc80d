import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { apiRef } from '../routes/schemaRefs';
import type { Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by setupMetrics on the routes that answer a quote: their latency is the quote latency. */
    quoteSide?: 'buy' | 'sell';
  }
}

/** The quote answers of schemas/api/quotes.schema.json: a route answering one of them is a quote route. */
const quoteAnswers: Record<string, 'buy' | 'sell'> = {
  [apiRef('quotes', 'buyQuoteResponse').$ref]: 'buy',
  [apiRef('quotes', 'sellQuoteResponse').$ref]: 'sell',
};

function quoteSideOf(route: RouteOptions): 'buy' | 'sell' | undefined {
  const ok = (route.schema?.response as Record<string, { $ref?: string }> | undefined)?.[200];
  return ok?.$ref ? quoteAnswers[ok.$ref] : undefined;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Counts every answer by method, route pattern (never the raw URL: one series per route, not per
 * order number) and status; times quotes. With METRICS_TOKEN set, GET /metrics on this port answers
 * callers that send it as a bearer token (METRICS_PORT serves them on a port of their own instead, main.ts).
 */
export function setupMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onRoute', (route) => {
    const side = quoteSideOf(route);
    if (side) route.config = { ...route.config, quoteSide: side };
  });
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    const seconds = reply.elapsedTime / 1000;
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, seconds);
    const side = request.routeOptions.config.quoteSide;
    if (side) metrics.quoteDuration.observe({ side, status: labels.status }, seconds);
    done();
  });
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return reply.status(401).header('www-authenticate', 'Bearer').send('');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

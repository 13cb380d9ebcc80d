import type { FastifyInstance } from 'fastify';

/**
 * One log line per request at info: 'request completed', with the request (masked URL, loggerOptions),
 * its status and time, written once the answer went out. Fastify's own pair of lines is switched off
 * (disableRequestLogging, app.ts): formatting and writing a line is most of what a request that does
 * little costs. 'incoming request' stays at debug, to follow a request that never finishes.
 */
export function setupRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    request.log.debug({ req: request }, 'incoming request');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}

import type { FastifyInstance } from 'fastify';

const allowedHeaders = ['content-type', 'timestamp', 'token', 'sign', 'accept-language', 'timezone', 'fingerprint-id', 'appid', 'submit-token'];

/**
 * CORS for a web app served from another origin (CORS_ORIGINS). The login answer's token and sign
 * headers must be exposed (product §3), or the browser hides them from the script.
 */
export function setupCors(app: FastifyInstance, origins: string[]): void {
  if (origins.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !origins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'token, sign');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', allowedHeaders.join(', '));
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
}

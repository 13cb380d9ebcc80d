import type { FastifyInstance } from 'fastify';

/**
 * A call sent without a body is checked as {} by a route that declares one (product §7: kyc/kycDisabled
 * and the other status calls send none). Their schema (common noBody) then accepts exactly nothing
 * or {}, and every other route's schema names its first missing field rather than "body: must be object".
 */
export function setupEmptyBody(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body !== undefined) request.body = {};
    done();
  });
}

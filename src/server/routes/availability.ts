import type { FastifyPluginAsync } from 'fastify';
import { constants } from '../../shared/config/constants';
import { availabilityMap } from '../../shared/availability/availabilityMap';
import { paymentMethodCatalogue } from '../../shared/config/paymentMethods';
import type { AvailabilityQuery } from '../../shared/generated/api/availability.schema';
import { ok } from '../envelope';
import { payoutFormLoader } from '../../shared/payout';
import { flowDeps } from './buy-context';
import { answers, apiRef } from './schemaRefs';

/** The map is config alone, so any cache may keep it for five minutes (a config change shows within that). */
const cacheControl = 'public, max-age=300';

/**
 * GET /availability (docs/embedding.md "Availability"): which methods the checkout offers for a
 * side, country and fiat, with limits, KYC needs, payout forms and embed constraints. Public and
 * the same for everyone, so any origin may read it (no credentials are involved).
 */
export const availabilityRoutes: FastifyPluginAsync = async (app) => {
  const payoutForms = payoutFormLoader(app.config.payoutForms);
  app.get<{ Querystring: AvailabilityQuery }>(
    '/availability',
    { schema: { tags: ['availability'], querystring: apiRef('availability', 'availabilityQuery'), response: answers('availability', 'availabilityResponse') } },
    async (request, reply) => {
      const kyc = flowDeps(app).kyc;
      const map = availabilityMap(request.query, {
        catalogue: paymentMethodCatalogue,
        assets: app.config.assets,
        networks: app.config.networks,
        payoutForms,
        defaultSellPayWayCode: constants.defaultSellPayWayCode,
        kycThresholds: (side, fiat) => kyc.limitsFor(side, fiat),
      });
      reply.header('cache-control', cacheControl).header('access-control-allow-origin', '*');
      return ok(map);
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account';
import { availabilityRoutes } from './availability';
import { listRoutes } from './lists';
import { merchantRoutes } from './merchant';
import { merchantWebhookRoutes } from './merchant-webhooks';
import { quoteRoutes } from './quotes';
import { buyRoutes } from './buy';
import { handoffRoutes } from './handoff';
import { kycRoutes } from './kyc';
import { payRoutes } from './pay';
import { paySandboxRoutes } from './pay-sandbox';
import { providerEventRoutes } from './provider-events';
import { sellRoutes } from './sell';

/** Every route module, registered under /api in this order. Add a module by appending it here. */
export const routes: FastifyPluginAsync[] = [
  accountRoutes,
  listRoutes,
  quoteRoutes,
  merchantRoutes,
  merchantWebhookRoutes,
  buyRoutes,
  payRoutes,
  sellRoutes,
  kycRoutes,
  paySandboxRoutes,
  availabilityRoutes,
  handoffRoutes,
  providerEventRoutes,
];

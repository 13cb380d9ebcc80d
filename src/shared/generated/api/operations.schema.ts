/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

import type { Envelope } from './common.schema';
export type { Envelope } from './common.schema';

/**
 * What a load balancer, an orchestrator and the browser learn about how this server runs: health (no sign-in, nothing about versions, hosts or settings) and whether sandbox providers are in use. The root lists every shape so each gets a generated type.
 */
export type ApiOperations = HealthResponse | Health | NotReadyReason | EnvironmentResponse;
/**
 * GET /health/live (200 with status live: the process answers) and GET /health/ready (200 with status ready; 503 with status notReady, the reason, and returnCode busy). A load balancer needs only the status code.
 */
export type HealthResponse = Envelope & HealthResponse1;
/**
 * Why the instance should get no traffic: it is shutting down, its store does not answer, the store lacks a migration this code needs, or the store refuses writes (disk full, read-only).
 */
export type NotReadyReason = 'draining' | 'storeUnreachable' | 'migrationsPending' | 'storeNotWritable';
/**
 * GET /index/environment: sandbox is true while any provider kind of config/providers.json uses the sandbox adapter, and sandboxKinds names them (every page then shows a Sandbox marker saying which). Outside production, walletCards are the sandbox's test cards (config/sandbox.json, docs/sandbox.md) that the sandbox Apple Pay and Google Pay sheet offers; in production there are none.
 */
export type EnvironmentResponse = Envelope & EnvironmentResponse1;
/**
 * A kind of provider this file selects an adapter for: one of its top-level properties.
 */
export type ProviderKind = 'card' | 'local' | 'kyc' | 'chain' | 'payout' | 'prices';

export interface HealthResponse1 {
  data: Health;
}
export interface Health {
  status: 'live' | 'ready' | 'notReady';
  reason?: NotReadyReason;
}
export interface EnvironmentResponse1 {
  data: {
    sandbox: boolean;
    /**
     * The provider kinds of config/providers.json served by the sandbox adapter, named on the Sandbox marker.
     */
    sandboxKinds: ProviderKind[];
    /**
     * While some networks move real crypto (an evm entry in networks.json, docs/chains.md) and the chain kind's sandbox serves the others: the codes of those others, named on the Sandbox marker. Empty when the sandbox chain serves every network, or none.
     */
    sandboxNetworks: string[];
    walletCards?: TestCard[];
  };
}
export interface TestCard {
  /**
   * The card number (Luhn-valid).
   */
  number: string;
  /**
   * approved: paid; declined: refused with resultCode; timeout: the charge stays pending for cardTimeoutMs, then the gateway reports it expired (the result check says timeout); challenge: the charge requires a 3-D Secure step on the sandbox challenge page, whose Complete pays and Fail declines it (40090).
   */
  outcome: 'approved' | 'declined' | 'timeout' | 'challenge';
  /**
   * Product §8 card result code of a declined card.
   */
  resultCode?: string;
}

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { BuyCryptoQuery, BuyQuoteBody, FeeQuery, SellQuoteQuery } from '../../shared/generated/api/quotes.schema';
import type { Merchant } from '../../shared/generated/merchants.schema';
import { merchantByAppId } from '../config';
import { ok } from '../envelope';
import { optionalSession } from '../plugins/auth';
import type { Catalog } from '../services/catalog';
import { buyCryptoInfo, feeSchedule } from '../services/fees';
import { buyQuote, sellQuote, type QuoteContext } from '../services/quotes';
import { clientKeyOf } from '../services/rate-limits';
import { answers, apiRef } from './schemaRefs';

const tags = ['quotes and fees'];

/** An empty payWayCode means none chosen yet (product §2: the fee then "includes ramp fee"). */
function chosen(payWayCode: string | undefined): string | undefined {
  return payWayCode === '' ? undefined : payWayCode;
}

/**
 * Product §7 Quotes and fees. Quotes answer visitors too, at most constants.visitorQuoteLimit per
 * client ip and window; a signed-in caller may get the first-order discount.
 */
export const quoteRoutes: FastifyPluginAsync = async (app) => {
  const catalog: Catalog = { assets: app.config.assets, networks: app.config.networks };

  // The quote path carries the page or merchant query string (product §7); its appId names the merchant.
  const merchantOf = (request: FastifyRequest): Merchant | undefined => {
    const query = request.query as Record<string, unknown> | undefined;
    const appId = typeof query?.appId === 'string' ? query.appId : undefined;
    return request.merchant ?? merchantByAppId(app.config, appId);
  };

  const countVisitorQuote = (request: FastifyRequest): void => {
    if (request.user === undefined) app.visitorQuoteCounts.take(clientKeyOf(request.ip), app.now());
  };

  const contextOf = (request: FastifyRequest): QuoteContext => ({
    db: app.db,
    quoteKey: app.config.quoteKey,
    catalog,
    prices: app.providers.prices,
    now: app.now(),
    t: request.t,
    userNo: request.user?.userNo,
    merchant: merchantOf(request),
  });

  app.post<{ Body: BuyQuoteBody }>(
    '/index/v2/trade/quote',
    { preHandler: optionalSession, schema: { tags, body: apiRef('quotes', 'buyQuoteBody'), response: answers('quotes', 'buyQuoteResponse') } },
    async (request) => {
      countVisitorQuote(request);
      const { crypto, fiat, network, amount, alpha2, payWayCode } = request.body;
      return ok(await buyQuote(contextOf(request), { crypto, fiat, network, amount, alpha2, payWayCode: chosen(payWayCode) }));
    },
  );

  app.get<{ Querystring: SellQuoteQuery }>(
    '/index/v2/sell/trade/quote',
    { preHandler: optionalSession, schema: { tags, querystring: apiRef('quotes', 'sellQuoteQuery'), response: answers('quotes', 'sellQuoteResponse') } },
    async (request) => {
      countVisitorQuote(request);
      const { crypto, fiat, network, cryptoAmount, alpha2, payWayCode } = request.query;
      return ok(await sellQuote(contextOf(request), { crypto, fiat, network, cryptoAmount, alpha2, payWayCode: chosen(payWayCode) }));
    },
  );

  app.get<{ Querystring: FeeQuery }>(
    '/crypto/fee',
    { schema: { tags, querystring: apiRef('quotes', 'feeQuery'), response: answers('quotes', 'feeScheduleResponse') } },
    async (request) =>
      ok(await feeSchedule(catalog, app.providers.prices, 'buy', { ...request.query, payWayCode: chosen(request.query.payWayCode) }, app.now())),
  );

  app.get<{ Querystring: FeeQuery }>(
    '/crypto/sell/fee/v4',
    { schema: { tags, querystring: apiRef('quotes', 'feeQuery'), response: answers('quotes', 'feeScheduleResponse') } },
    async (request) =>
      ok(await feeSchedule(catalog, app.providers.prices, 'sell', { ...request.query, payWayCode: chosen(request.query.payWayCode) }, app.now())),
  );

  app.get<{ Querystring: BuyCryptoQuery }>(
    '/crypto/buy/v2',
    { schema: { tags, querystring: apiRef('quotes', 'buyCryptoQuery'), response: answers('quotes', 'buyCryptoResponse') } },
    async (request) => ok(await buyCryptoInfo(catalog, app.providers.prices, request.query, app.now(), request.t)),
  );
};

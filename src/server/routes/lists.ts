import type { FastifyPluginAsync } from 'fastify';
import { constants } from '../../shared/config/constants';
import { cryptoBySymbol } from '../../shared/config/assets';
import type { CryptoItem, CryptoListQuery, FiatItem, FiatListQuery, NetworkListQuery, SellNetworkQuery } from '../../shared/generated/api/lists.schema';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { optionalSession } from '../plugins/auth';
import { cryptoItems, fiatItems, fiatRowKey, filterCryptos, networkItems, paginate, popularCryptos, searchFiats, type Catalog } from '../services/catalog';
import { firstOrderActivityTime, liveNotices } from '../services/home';
import { recentValues } from '../services/recent';
import { answers, apiRef } from './schemaRefs';

const tags = ['home and lists'];

/** Recent picks in the same shape as the list, in recency order; picks no longer offered drop out. */
function pickRecent<T>(items: T[], values: string[], matches: (item: T, value: string) => boolean): T[] {
  return values.flatMap((value) => items.filter((item) => matches(item, value)).slice(0, 1));
}

const cryptoMatches = (item: CryptoItem, value: string) => `${item.crypto}/${item.network}` === value;
// A pick recorded before rows had a country ("EUR") stands for the fiat's first row.
const fiatMatches = (item: FiatItem, value: string) => (value.includes('/') ? fiatRowKey(item) === value : item.fiat === value);

/** Product §7 Home and lists, all from config/ (and the notices and activities tables). */
export const listRoutes: FastifyPluginAsync = async (app) => {
  const catalog: Catalog = { assets: app.config.assets, networks: app.config.networks };
  const english = app.translator(constants.defaultLanguage);

  app.get('/index/v2/notice/list', { schema: { tags, response: answers('lists', 'noticeListResponse') } }, async (request) =>
    ok(await liveNotices(app.db, app.now(), request.t)),
  );

  app.get('/index/v2/activity/time', { schema: { tags, response: answers('lists', 'activityTimeResponse') } }, async () =>
    ok(await firstOrderActivityTime(app.db, app.now())),
  );

  app.get('/index/client/ip', { schema: { tags, response: answers('lists', 'clientIpResponse') } }, async (request) => ok({ ip: request.ip }));

  app.get<{ Querystring: FiatListQuery }>(
    '/index/v2/world/fiat/list',
    { preHandler: optionalSession, schema: { tags, querystring: apiRef('lists', 'fiatListQuery'), response: answers('lists', 'fiatListResponse') } },
    async (request) => {
      const { side = 'buy', name, pageIndex = 1, pageSize = constants.fiatListPageSize } = request.query;
      const all = fiatItems(catalog, side, request.t, english);
      const userNo = request.user?.userNo;
      const [buyRecent, sellRecent] = await Promise.all([recentValues(app.db, userNo, 'buyFiat'), recentValues(app.db, userNo, 'sellFiat')]);
      return ok({
        pageData: paginate(searchFiats(all, name, catalog, english), pageIndex, pageSize),
        buyRecentFiatList: pickRecent(fiatItems(catalog, 'buy', request.t, english), buyRecent, fiatMatches),
        sellRecentFiatList: pickRecent(fiatItems(catalog, 'sell', request.t, english), sellRecent, fiatMatches),
      });
    },
  );

  app.get<{ Querystring: CryptoListQuery }>(
    '/index/v2/crypto/list',
    { preHandler: optionalSession, schema: { tags, querystring: apiRef('lists', 'cryptoListQuery'), response: answers('lists', 'cryptoListResponse') } },
    async (request) => {
      const { side = 'buy', coin, crypto, network, pageIndex = 1, pageSize = constants.cryptoListPageSize } = request.query;
      const offered = filterCryptos(cryptoItems(catalog, side, request.t), { crypto, network });
      const recent = await recentValues(app.db, request.user?.userNo, side === 'buy' ? 'buyCrypto' : 'sellCrypto');
      return ok({
        popularList: popularCryptos(catalog, offered),
        recentBuyList: pickRecent(offered, recent, cryptoMatches),
        pageData: paginate(filterCryptos(offered, { coin }), pageIndex, pageSize),
      });
    },
  );

  const networkList = async (query: NetworkListQuery) => {
    const cryptos = catalog.assets.cryptos.filter(
      (candidate) => (query.crypto === undefined || candidate.symbol === query.crypto) && (query.side !== 'sell' || candidate.sellable),
    );
    if (query.crypto !== undefined && cryptos.length === 0) throw new ApiError('notFound');
    return ok(networkItems(catalog, cryptos));
  };
  const networkListSchema = { tags, querystring: apiRef('lists', 'networkListQuery'), response: answers('lists', 'networkListResponse') };
  app.get<{ Querystring: NetworkListQuery }>('/index/v2/crypto/network/list', { schema: networkListSchema }, (request) => networkList(request.query));
  app.get<{ Querystring: NetworkListQuery }>('/crypto/network/list', { schema: networkListSchema }, (request) => networkList(request.query));

  app.get<{ Querystring: SellNetworkQuery }>(
    '/crypto/sell/network',
    { schema: { tags, querystring: apiRef('lists', 'sellNetworkQuery'), response: answers('lists', 'networkListResponse') } },
    async (request) => {
      const crypto = cryptoBySymbol(request.query.crypto, catalog.assets);
      if (!crypto?.sellable) throw new ApiError('notFound');
      return ok(networkItems(catalog, [crypto]));
    },
  );
};

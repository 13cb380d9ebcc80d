import type { Side } from '../../../shared/generated/api/common.schema';

/** schemas/api/quotes.schema.json sellQuoteQuery: merchantParams is at most 2000 characters. */
const merchantParamsMaxLength = 2000;

/**
 * What follows a quote's path (spec §7 Quotes). The buy quote's path is followed by the page or
 * merchant query string: the page's query, with the docked merchant's appId when the page no
 * longer shows it (after the login round trip). The sell quote names its merchant by appId and
 * passes the merchant's parameters through as merchantParams, the fields its query schema has.
 */
export function quotePageQuery(side: Side, pageQuery: URLSearchParams, merchant: { appId?: string }): Record<string, string> {
  const page = Object.fromEntries(pageQuery);
  const appId = page.appId ?? merchant.appId;
  const buyQuery = appId === undefined ? page : { ...page, appId };
  if (side === 'buy') return buyQuery;
  if (appId === undefined) return {};
  const merchantParams = new URLSearchParams(buyQuery).toString();
  return merchantParams.length <= merchantParamsMaxLength ? { appId, merchantParams } : { appId };
}

import type { Side } from '../../../shared/generated/api/common.schema';

/** schemas/api/quotes.schema.json sellQuoteQuery: merchantParams is at most 2000 characters. */
const merchantParamsMaxLength = 2000;

/**
 * What follows a quote's path (product §7 Quotes). The buy quote's path is followed by the page or
 * merchant query string: the docked merchant link's query (the page may no longer show it, after
 * the login round trip), else the page's own. The sell quote names its merchant by appId and
 * passes the merchant's parameters through as merchantParams, the fields its query schema has.
 */
export function quotePageQuery(side: Side, pageQuery: URLSearchParams, merchantQuery: Record<string, string> | undefined): Record<string, string> {
  const query = merchantQuery ?? Object.fromEntries(pageQuery);
  if (side === 'buy') return query;
  const { appId } = query;
  if (appId === undefined) return {};
  const merchantParams = new URLSearchParams(query).toString();
  return merchantParams.length <= merchantParamsMaxLength ? { appId, merchantParams } : { appId };
}

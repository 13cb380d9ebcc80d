import type { LinkRefusal } from '../../shared/generated/api/merchant.schema';
import { hostMessage, hostWindowOf, isFramed, type HostedWindow } from './hostMessages';
import { hostOriginOf } from './linkQuery';

/** The reason a refusal's envelope carries (GET /merchant/params/check data), or undefined for another answer. */
export function linkRefusalOf(data: unknown): LinkRefusal | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { reason, field } = data as Record<string, unknown>;
  if (typeof reason !== 'string') return undefined;
  return typeof field === 'string' ? { reason: reason as LinkRefusal['reason'], field } : { reason: reason as LinkRefusal['reason'] };
}

type RefusalWindow = HostedWindow & { location: { ancestorOrigins?: DOMStringList }; document: { referrer: string } };

/**
 * The origin a refusal is posted to: the link's redirectUrl when it is a URL, else the page that
 * framed or opened the checkout (ancestorOrigins, else the referrer). The refusal says only what
 * the server answers anyone who holds the link, so the page holding it may hear it even when the
 * server did not accept its origin; it is never posted to '*'.
 */
function refusalOrigin(win: RefusalWindow, query: Record<string, string>): string | undefined {
  const fromLink = hostOriginOf(query.redirectUrl);
  if (fromLink) return fromLink;
  const ancestor = isFramed(win) ? win.location.ancestorOrigins?.[0] : undefined;
  return ancestor ?? hostOriginOf(win.document.referrer || undefined);
}

/**
 * Tells the merchant why its link was refused, in the browser console and, when a page framed or
 * opened the checkout, by a `link.refused` message (docs/embedding.md). Never the secret or the
 * signature the server expected: the reason code and the parameter at fault only.
 */
export function reportLinkRefusal(win: RefusalWindow, query: Record<string, string>, refusal: LinkRefusal, log: Pick<Console, 'warn'> = console): void {
  const field = refusal.field === undefined ? '' : ` (${refusal.field})`;
  log.warn(`Gangway: the merchant link was refused: ${refusal.reason}${field}. See docs/embedding.md, "Why a link is refused".`, refusal);
  const host = hostWindowOf(win);
  const origin = host && refusalOrigin(win, query);
  if (!host || !origin) return;
  host.postMessage(hostMessage('link.refused', { appId: query.appId, ...refusal }), origin);
}

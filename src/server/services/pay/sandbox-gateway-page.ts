import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { fiatByCode } from '../../../shared/config/assets';
import { methodByCode } from '../../../shared/config/paymentMethods';
import { routePath } from '../../../shared/config/routes';
import type { Translator } from '../../../shared/i18n';
import type { Db } from '../../store/db';
import { buyStatusOf, type BuyOrderRow } from '../orders/buy-order-row';
import { isPayable } from '../orders/buy-status';
import { sandboxGatewayPath, type FlowDeps } from '../orders/flow-deps';
import { refuse } from '../../refusals';
import { markLocalPaymentReceived } from './payments';

/** What the sandbox gateway page shows (docs/sandbox.md "Gateway page"). */
export interface GatewayPage {
  /** html lang attribute: the supported language the page is written in. */
  lng: string;
  t: Translator;
  merchantName: string;
  orderNo: string;
  methodName: string;
  /** The amount as written with the fiat's decimals, and the fiat code. */
  amount: string;
  fiat: string;
  /** Pay posts here (the page itself, keeping its language). */
  payAction: string;
  /** Back to the app: the wait/redirect page of the order, or its result once it can no longer be paid. */
  backUrl: string;
  /** Set when the order can no longer be paid here: the page says so and offers only the way back. */
  problem?: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values in HTML: every value shown comes from the order, config or a translation. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/**
 * No script, no outside resource: the page works with scripts off, and its Content-Security-Policy
 * (sandboxGatewayHeaders) allows nothing but its own style and a form posting to itself.
 */
const style = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang HK", sans-serif; }
body { margin: 0; background: #eef1f5; color: #1b1f24; }
main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
.mode { margin: 0 0 1rem; padding: 0.5rem 0.75rem; border-radius: 8px; background: #fff4d6; color: #5c4400; font-size: 0.875rem; }
h1 { margin: 0 0 1rem; font-size: 1.25rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
dt { color: #4a5460; }
dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.amount { font-size: 1.25rem; font-weight: 600; }
.problem { margin: 0 0 1.5rem; padding: 0.75rem; border-radius: 8px; background: #fde8e8; color: #7a1616; }
.actions { display: grid; gap: 0.75rem; }
button, .link { display: block; box-sizing: border-box; width: 100%; padding: 0.875rem 1rem; border-radius: 8px; font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
button { border: 0; background: #1947c9; color: #fff; }
.link { border: 1px solid #1947c9; background: #fff; color: #1947c9; }
button:focus-visible, .link:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
form { margin: 0; }
`;

/** The page's one style element, allowed by its hash: no other inline style or script can run. */
const styleHash = `'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`;

/**
 * The headers of every gateway page answer: HTML, never cached, no script or outside resource, not
 * framed (it opens in a tab of its own). The security-headers plugin adds the headers every page has.
 */
export const sandboxGatewayHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; style-src ${styleHash}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
};

/**
 * The sandbox gateway page of a redirect scheme, like a processor's test-mode checkout: the
 * merchant, the method and the amount, Pay and Cancel; or, for an order it can no longer take,
 * why and the way back to the app.
 */
export function renderGatewayPage(page: GatewayPage): string {
  const { t } = page;
  const text = (key: string, params?: Record<string, unknown>) => escapeHtml(t(key, params));
  const money = `${escapeHtml(page.amount)} ${escapeHtml(page.fiat)}`;
  const actions = page.problem
    ? `<p class="problem" role="alert">${escapeHtml(page.problem)}</p>
    <div class="actions"><a class="link" href="${escapeHtml(page.backUrl)}">${text('server.sandboxGateway.backToApp')}</a></div>`
    : `<div class="actions">
      <form method="post" action="${escapeHtml(page.payAction)}"><button type="submit">${text('server.sandboxGateway.pay', { amount: page.amount, fiat: page.fiat })}</button></form>
      <a class="link" href="${escapeHtml(page.backUrl)}">${text('server.sandboxGateway.cancel')}</a>
    </div>`;
  return `<!doctype html>
<html lang="${escapeHtml(page.lng)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text('server.sandboxGateway.title')} · ${escapeHtml(page.merchantName)}</title>
<style>${style}</style>
</head>
<body>
<main aria-labelledby="gateway-title">
  <p class="mode" role="note">${text('server.sandboxGateway.testMode')}</p>
  <h1 id="gateway-title">${text('server.sandboxGateway.title')}</h1>
  <dl>
    <dt>${text('server.sandboxGateway.merchant')}</dt><dd>${escapeHtml(page.merchantName)}</dd>
    <dt>${text('server.sandboxGateway.method')}</dt><dd>${escapeHtml(page.methodName)}</dd>
    <dt>${text('server.sandboxGateway.orderNo')}</dt><dd>${escapeHtml(page.orderNo)}</dd>
    <dt>${text('server.sandboxGateway.amount')}</dt><dd class="amount">${money}</dd>
  </dl>
  ${actions}
</main>
</body>
</html>
`;
}

/** The app's hash routes (config/routes.json) the page leads back to, for one order. */
export function appRouteUrl(routeName: string, orderNo: string): string {
  return `/#${routePath(routeName)}?${new URLSearchParams({ orderNo }).toString()}`;
}

export type GatewayOutcome = { kind: 'page'; status: number; html: string } | { kind: 'paid'; location: string };

interface GatewayRequest {
  orderNo: string;
  lng: string;
  t: Translator;
  /** Who the sandbox gateway says is paid (config/sandbox.json local.gateway.merchantName). */
  merchantName: string;
}

/** A redirect scheme's order the page may take: issued redirect instructions and still payable. */
function takesPayment(order: BuyOrderRow, deps: FlowDeps): boolean {
  return order.pay_instructions?.kind === 'redirect' && isPayable(buyStatusOf(order, deps.now()));
}

async function gatewayOrder(db: Db, orderNo: string): Promise<BuyOrderRow> {
  const order = await db.one<BuyOrderRow>('SELECT * FROM buy_orders WHERE order_no = $1', [orderNo]);
  return order ?? refuse('notFound', { field: 'orderNo' });
}

function page(order: BuyOrderRow, request: GatewayRequest, problem?: string): string {
  const method = methodByCode('buy', order.pay_way_code);
  const fiat = fiatByCode(order.fiat);
  return renderGatewayPage({
    lng: request.lng,
    t: request.t,
    merchantName: request.merchantName,
    orderNo: order.order_no,
    methodName: method ? request.t(method.nameKey) : order.pay_way_code,
    amount: new Decimal(order.fiat_amount).toFixed(fiat?.decimalDigits ?? 2),
    fiat: order.fiat,
    payAction: `${sandboxGatewayPath(order.order_no)}?${new URLSearchParams({ lang: request.lng }).toString()}`,
    backUrl: appRouteUrl(problem ? 'paymentResult' : 'payRedirect', order.order_no),
    ...(problem ? { problem } : {}),
  });
}

/** GET /api/sandbox/gateway/{orderNo}: the page, or why the order can no longer be paid here (409). */
export async function sandboxGatewayPage(db: Db, deps: FlowDeps, request: GatewayRequest): Promise<GatewayOutcome> {
  const order = await gatewayOrder(db, request.orderNo);
  if (takesPayment(order, deps)) return { kind: 'page', status: 200, html: page(order, request) };
  return { kind: 'page', status: 409, html: page(order, request, request.t('server.sandboxGateway.notPayable')) };
}

/**
 * POST /api/sandbox/gateway/{orderNo}, the page's Pay: what the scheme's payment notice does in
 * production (markLocalPaymentReceived), then back to the app's payment result for the order.
 */
export async function sandboxGatewayPay(db: Db, deps: FlowDeps, request: GatewayRequest): Promise<GatewayOutcome> {
  const order = await gatewayOrder(db, request.orderNo);
  if (!takesPayment(order, deps)) return { kind: 'page', status: 409, html: page(order, request, request.t('server.sandboxGateway.notPayable')) };
  await markLocalPaymentReceived(db, deps, order.order_no);
  return { kind: 'paid', location: appRouteUrl('paymentResult', order.order_no) };
}

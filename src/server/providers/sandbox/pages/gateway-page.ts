import Decimal from 'decimal.js';
import { fiatByCode } from '../../../../shared/config/assets';
import { methodByCode } from '../../../../shared/config/paymentMethods';
import type { Translator } from '../../../../shared/i18n';
import { appRouteUrl } from '../../../paths';
import { sandboxGatewayPath, type LocalPaymentData, type SandboxLocalActions } from '../local';
import { escapeHtml, renderTabPage, tabPageHeaders } from './page-html';

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

/** No script, no outside resource: the page works with scripts off and is never framed. */
export const sandboxGatewayHeaders = tabPageHeaders;

/**
 * The sandbox gateway page of a redirect scheme, like a processor's test-mode checkout: the
 * merchant, the method and the amount, Pay and Cancel; or, for a payment it can no longer take,
 * why and the way back to the app.
 */
export function renderGatewayPage(page: GatewayPage): string {
  const { t } = page;
  const text = (key: string, params?: Record<string, unknown>) => escapeHtml(t(key, params));
  const body = page.problem
    ? `<p class="problem" role="alert">${escapeHtml(page.problem)}</p>
    <div class="actions"><a class="link" href="${escapeHtml(page.backUrl)}">${text('server.sandboxGateway.backToApp')}</a></div>`
    : `<div class="actions">
      <form method="post" action="${escapeHtml(page.payAction)}"><button type="submit">${text('server.sandboxGateway.pay', { amount: page.amount, fiat: page.fiat })}</button></form>
      <a class="link" href="${escapeHtml(page.backUrl)}">${text('server.sandboxGateway.cancel')}</a>
    </div>`;
  return renderTabPage({
    lng: page.lng,
    title: `${t('server.sandboxGateway.title')} · ${page.merchantName}`,
    heading: t('server.sandboxGateway.title'),
    testMode: t('server.sandboxGateway.testMode'),
    facts: [
      { label: t('server.sandboxGateway.merchant'), value: page.merchantName },
      { label: t('server.sandboxGateway.method'), value: page.methodName },
      { label: t('server.sandboxGateway.orderNo'), value: page.orderNo },
      { label: t('server.sandboxGateway.amount'), value: `${page.amount} ${page.fiat}`, amount: true },
    ],
    body,
  });
}

export type GatewayOutcome = { kind: 'page'; status: number; html: string } | { kind: 'paid'; location: string } | { kind: 'unknown' };

interface GatewayRequest {
  orderNo: string;
  lng: string;
  t: Translator;
  /** Who the sandbox gateway says is paid (config/sandbox.json local.gateway.merchantName). */
  merchantName: string;
}

function page(payment: LocalPaymentData, request: GatewayRequest, problem?: string): string {
  const method = methodByCode('buy', payment.payWayCode);
  const fiat = fiatByCode(payment.fiat);
  return renderGatewayPage({
    lng: request.lng,
    t: request.t,
    merchantName: request.merchantName,
    orderNo: payment.orderNo,
    methodName: method ? request.t(method.nameKey) : payment.payWayCode,
    amount: new Decimal(payment.amount).toFixed(fiat?.decimalDigits ?? 2),
    fiat: payment.fiat,
    payAction: `${sandboxGatewayPath(payment.orderNo)}?${new URLSearchParams({ lang: request.lng }).toString()}`,
    backUrl: appRouteUrl(problem ? 'paymentResult' : 'payRedirect', payment.orderNo),
    ...(problem ? { problem } : {}),
  });
}

/** A redirect scheme's payment the page may take: issued with redirect instructions and still pending at the sandbox. */
const takesPayment = (payment: LocalPaymentData & { pending: boolean }) => payment.instructions.kind === 'redirect' && payment.pending;

/** GET /api/sandbox/gateway/{orderNo}: the page, or why the order can no longer be paid here (409); unknown for an order the sandbox issued nothing for. */
export async function sandboxGatewayPage(local: SandboxLocalActions, request: GatewayRequest): Promise<GatewayOutcome> {
  const payment = await local.payment(request.orderNo);
  if (!payment) return { kind: 'unknown' };
  if (takesPayment(payment)) return { kind: 'page', status: 200, html: page(payment, request) };
  return { kind: 'page', status: 409, html: page(payment, request, request.t('server.sandboxGateway.notPayable')) };
}

/**
 * POST /api/sandbox/gateway/{orderNo}, the page's Pay: the sandbox scheme takes the payment (and
 * reports it as a signed event), then back to the app's payment result for the order.
 */
export async function sandboxGatewayPay(local: SandboxLocalActions, request: GatewayRequest): Promise<GatewayOutcome> {
  const payment = await local.payment(request.orderNo);
  if (!payment) return { kind: 'unknown' };
  if (!takesPayment(payment) || !(await local.pay(payment.orderNo))) {
    return { kind: 'page', status: 409, html: page(payment, request, request.t('server.sandboxGateway.notPayable')) };
  }
  return { kind: 'paid', location: appRouteUrl('paymentResult', payment.orderNo) };
}

import Decimal from 'decimal.js';
import { fiatByCode } from '../../../../shared/config/assets';
import type { Translator } from '../../../../shared/i18n';
import { apiPrefix } from '../../../paths';
import type { SandboxCardActions } from '../card';
import { escapeHtml, renderTabPage } from './page-html';

/** The 3-D Secure challenge page of a sandbox card payment (docs/sandbox.md): the issuer's step, Complete or Fail. */
export const sandboxChallengePath = (reference: string) => `${apiPrefix}/sandbox/card/challenge/${encodeURIComponent(reference)}`;

export type ChallengeOutcome = { kind: 'page'; status: number; html: string } | { kind: 'decided'; location: string } | { kind: 'unknown' };

interface ChallengeRequest {
  reference: string;
  lng: string;
  t: Translator;
  merchantName: string;
}

function page(request: ChallengeRequest, payment: { orderNo: string; amount: string; fiat: string; waiting: boolean; returnUrl: string }): string {
  const { t } = request;
  const action = (decision: string) => `${sandboxChallengePath(request.reference)}?${new URLSearchParams({ decision, lang: request.lng }).toString()}`;
  const body = payment.waiting
    ? `<p>${escapeHtml(t('server.sandboxChallenge.lead'))}</p>
  <div class="actions">
      <form method="post" action="${escapeHtml(action('complete'))}"><button type="submit">${escapeHtml(t('server.sandboxChallenge.complete'))}</button></form>
      <form method="post" action="${escapeHtml(action('fail'))}"><button type="submit" class="link">${escapeHtml(t('server.sandboxChallenge.fail'))}</button></form>
    </div>`
    : `<p class="problem" role="alert">${escapeHtml(t('server.sandboxChallenge.done'))}</p>
    <div class="actions"><a class="link" href="${escapeHtml(payment.returnUrl)}">${escapeHtml(t('server.sandboxGateway.backToApp'))}</a></div>`;
  const fiat = fiatByCode(payment.fiat);
  return renderTabPage({
    lng: request.lng,
    title: `${t('server.sandboxChallenge.title')} · ${request.merchantName}`,
    heading: t('server.sandboxChallenge.title'),
    testMode: t('server.sandboxGateway.testMode'),
    facts: [
      { label: t('server.sandboxGateway.merchant'), value: request.merchantName },
      { label: t('server.sandboxGateway.orderNo'), value: payment.orderNo },
      { label: t('server.sandboxGateway.amount'), value: `${new Decimal(payment.amount).toFixed(fiat?.decimalDigits ?? 2)} ${payment.fiat}`, amount: true },
    ],
    body,
  });
}

/** GET: the challenge of a payment waiting for it, or why it is over (409) with the way back. */
export async function sandboxChallengePage(card: SandboxCardActions, request: ChallengeRequest): Promise<ChallengeOutcome> {
  const payment = await card.challenge(request.reference);
  if (!payment) return { kind: 'unknown' };
  return { kind: 'page', status: payment.waiting ? 200 : 409, html: page(request, payment) };
}

/** POST: Complete pays, Fail declines; either is reported as a signed event, and the payer goes back to the payment result. */
export async function sandboxChallengeDecide(card: SandboxCardActions, request: ChallengeRequest, passed: boolean): Promise<ChallengeOutcome> {
  const location = await card.decideChallenge(request.reference, passed);
  if (location !== undefined) return { kind: 'decided', location };
  return sandboxChallengePage(card, request);
}

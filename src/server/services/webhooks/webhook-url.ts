import type { MerchantsConfig } from '../../../shared/generated/merchants.schema';

/**
 * A webhookUrl events may go to: https, or outside production also http (a receiver on the
 * developer's machine). Production sends order data and signatures only over TLS.
 */
export function webhookUrlAllowed(url: string, production: boolean): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || (!production && protocol === 'http:');
  } catch {
    return false;
  }
}

/** Where merchants.json names a webhookUrl production refuses (its JSON pointer), for the check at server start. */
export function productionWebhookProblems(merchants: MerchantsConfig): { pointer: string; message: string }[] {
  return merchants.merchants.flatMap((merchant, index) =>
    merchant.webhookUrl !== undefined && !webhookUrlAllowed(merchant.webhookUrl, true)
      ? [{ pointer: `/merchants/${index}/webhookUrl`, message: 'must be an https URL in production (http is for local testing only)' }]
      : [],
  );
}

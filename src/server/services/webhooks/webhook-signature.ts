import { createHmac } from 'node:crypto';

/**
 * The Gangway-Signature header of a webhook POST: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<raw body>")>`. The time is signed with the body, so a receiver that refuses an old `t`
 * (docs/embedding.md "Checking the signature") cannot be fed a captured request again later.
 */
export function webhookSignatureHeader(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

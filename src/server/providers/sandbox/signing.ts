import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox signs its events in, Stripe's way: `t=<epoch ms>,v1=<hex HMAC-SHA256 of "t." + body>`. */
export const sandboxSignatureHeader = 'gangway-sandbox-signature';

/** Used outside production when the environment variable config/providers.json names for it is unset (docs/sandbox.md). */
export const developmentSigningSecret = 'sandbox-signing-secret-do-not-use-in-production';

function digest(secret: string, at: number, body: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(`${at}.`).update(body).digest();
}

export function signSandboxEvent(secret: string, body: string, at: number): string {
  return `t=${at},v1=${digest(secret, at, body).toString('hex')}`;
}

/**
 * Whether the header signs these exact bytes with the secret, no longer ago (or further ahead) than
 * the tolerance: a forged, altered or replayed event is refused.
 */
export function sandboxSignatureValid(secret: string, body: Buffer, header: string | undefined, now: number, toleranceMs: number): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string | undefined]));
  const at = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isSafeInteger(at) || Math.abs(now - at) > toleranceMs) return false;
  const expected = digest(secret, at, body);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

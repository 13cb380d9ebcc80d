/**
 * Request signing shared by the browser client and the server (one scheme).
 * The login response hands the browser a per-session signing key in the `sign` header; it never
 * travels again. Each signed-in request then sends
 *   sign = hex(HMAC-SHA256(key, timestamp + "\n" + METHOD + "\n" + pathAndQuery + "\n" + body))
 * where pathAndQuery is the path after the API base (e.g. "/trade/list?page=1") and body is the
 * exact request body text, or "" when there is none. signingMessage is the one statement of what is
 * signed; signRequest signs it with Web Crypto (the browser, and Node for tests and tools), and the
 * server checks with node:crypto (server/requestSign.ts), which is an order of magnitude cheaper
 * there; requestSign.test.ts holds the two to the same signatures.
 */
export interface SignInput {
  key: string;
  timestamp: string;
  method: string;
  pathAndQuery: string;
  body?: string;
}

export function signingMessage({ timestamp, method, pathAndQuery, body }: Omit<SignInput, 'key'>): string {
  return [timestamp, method.toUpperCase(), pathAndQuery, body ?? ''].join('\n');
}

export async function signRequest(input: SignInput): Promise<string> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey('raw', encoder.encode(input.key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(signingMessage(input)));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Constant-time comparison of two hex signatures, so a wrong sign leaks nothing through timing. */
export function signaturesEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Personal data at rest, sealed with AES-256-GCM (node:crypto) under DATA_KEY (data-key.ts): a fresh
 * 96-bit nonce per value and the row it belongs to as associated data, so a sealed value copied
 * into another row, or altered, fails to open instead of showing someone else's data. Written as
 * `v1.<nonce>.<ciphertext>.<tag>` in base64url; the version leaves room for another key or cipher.
 */
const version = 'v1';
// Fixed, so a truncated tag is refused rather than checked on fewer bytes.
const authTagLength = 16;

export function seal(key: Buffer, plaintext: string, context: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [version, nonce, body, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function unseal(key: Buffer, sealed: string, context: string): string {
  const [tag, nonce, body, authTag, ...rest] = sealed.split('.');
  if (tag !== version || nonce === undefined || body === undefined || authTag === undefined || rest.length > 0) {
    throw new Error(`a sealed value of ${context} is not in the ${version} format`);
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'), { authTagLength });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(`the sealed value of ${context} does not open with DATA_KEY: another key sealed it, or it was altered`);
  }
}

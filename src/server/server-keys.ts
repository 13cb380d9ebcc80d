/**
 * The server's two keys, each 32 random bytes in base64 (`openssl rand -base64 32`) from the
 * environment: DATA_KEY, the AES-256 key that seals personal data at rest (payout accounts), and
 * QUOTE_KEY, the HMAC-SHA256 key that seals quotes (services/quote-store.ts: an order takes its
 * terms from its quote's seal). Outside production a fixed development key stands in for each, so a
 * fresh checkout runs with no setup; production refuses to start without keys of its own.
 * Reads only the environment, so the start check runs before anything imports config/.
 */
const keyBytes = 32;
const makeOne = '32 random bytes in base64, e.g. from `openssl rand -base64 32`';

interface KeySpec {
  name: 'DATA_KEY' | 'QUOTE_KEY';
  /** What production needs it for, completing "the server needs its own key …". */
  purpose: string;
  /** Published in this file: good for development only. */
  developmentKey: string;
}

const dataKey: KeySpec = { name: 'DATA_KEY', purpose: 'to encrypt payout accounts at rest', developmentKey: 'Z2FuZ3dheS1kZXZlbG9wbWVudC1kYXRhLWtleS0zMmI=' };
const quoteKey: KeySpec = {
  name: 'QUOTE_KEY',
  purpose: 'to seal the quotes orders are priced from',
  developmentKey: 'Z2FuZ3dheS1kZXZlbG9wbWVudC1xdW90ZS1rZXktMzI=',
};

export class ServerKeyError extends Error {}

function decoded(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64');
  // Buffer skips characters that are not base64: only a value that encodes back the same is taken.
  return bytes.length === keyBytes && bytes.toString('base64') === text ? bytes : undefined;
}

function keyFromEnv(spec: KeySpec, env: Record<string, string | undefined>): Buffer {
  const production = env.NODE_ENV === 'production';
  const text = env[spec.name]?.trim();
  if (!text) {
    if (production) throw new ServerKeyError(`${spec.name} is not set: in production the server needs its own key ${spec.purpose} (${makeOne}).`);
    return Buffer.from(spec.developmentKey, 'base64');
  }
  const key = decoded(text);
  if (!key) throw new ServerKeyError(`${spec.name} is not a key: it must be ${makeOne}.`);
  if (production && text === spec.developmentKey)
    throw new ServerKeyError(`${spec.name} is the published development key: production needs its own (${makeOne}).`);
  return key;
}

/** The key this process seals payout accounts with, or a ServerKeyError whose message is the one line an operator needs. */
export function dataKeyFromEnv(env: Record<string, string | undefined>): Buffer {
  return keyFromEnv(dataKey, env);
}

/** The key this process seals and opens quotes with; the same on every instance, or one instance's quotes price nothing on another. */
export function quoteKeyFromEnv(env: Record<string, string | undefined>): Buffer {
  return keyFromEnv(quoteKey, env);
}

/** The start check's lines about the keys (the problem, then what to set), empty when both are usable. */
export function serverKeyProblems(env: Record<string, string | undefined>): string[] {
  return [dataKey, quoteKey].flatMap((spec) => {
    try {
      keyFromEnv(spec, env);
      return [];
    } catch (error) {
      if (error instanceof ServerKeyError) return [error.message, `The server does not start: set ${spec.name} (README, Configuration).`];
      throw error;
    }
  });
}

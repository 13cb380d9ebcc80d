/**
 * DATA_KEY: the AES-256 key that seals personal data at rest (payout accounts), 32 random bytes in
 * base64 (`openssl rand -base64 32`). Outside production a fixed development key stands in, so a
 * fresh checkout runs with no setup; production refuses to start without a key of its own.
 * Reads only the environment, so the start check runs before anything imports config/.
 */
const developmentDataKey = 'Z2FuZ3dheS1kZXZlbG9wbWVudC1kYXRhLWtleS0zMmI=';
const keyBytes = 32;
const makeOne = '32 random bytes in base64, e.g. from `openssl rand -base64 32`';

export class DataKeyError extends Error {}

function decoded(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64');
  // Buffer skips characters that are not base64: only a value that encodes back the same is taken.
  return bytes.length === keyBytes && bytes.toString('base64') === text ? bytes : undefined;
}

/** The key this process seals with, or a DataKeyError whose message is the one line an operator needs. */
export function dataKeyFromEnv(env: Record<string, string | undefined>): Buffer {
  const production = env.NODE_ENV === 'production';
  const text = env.DATA_KEY?.trim();
  if (!text) {
    if (production) throw new DataKeyError(`DATA_KEY is not set: in production the server needs its own key to encrypt payout accounts at rest (${makeOne}).`);
    return Buffer.from(developmentDataKey, 'base64');
  }
  const key = decoded(text);
  if (!key) throw new DataKeyError(`DATA_KEY is not a key: it must be ${makeOne}.`);
  if (production && text === developmentDataKey) throw new DataKeyError(`DATA_KEY is the published development key: production needs its own (${makeOne}).`);
  return key;
}

/** The start check's line about DATA_KEY, or undefined when the key is usable. */
export function dataKeyProblem(env: Record<string, string | undefined>): string | undefined {
  try {
    dataKeyFromEnv(env);
    return undefined;
  } catch (error) {
    if (error instanceof DataKeyError) return error.message;
    throw error;
  }
}

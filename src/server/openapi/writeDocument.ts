/**
 * `node dist/server/openapi-document.js <file>`, run by `npm run build`: writes the integrators'
 * OpenAPI document, as GET /api/openapi.json answers it in production, to <file>. The app is built
 * only to read its routes and serves nothing, so it runs without a store: every query is refused.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { buildApp } from '../app';
import { serverConfigFromEnv } from '../config';
import type { Db } from '../store/db';

const refuse = async (): Promise<never> => {
  throw new Error('writing the API document needs no store');
};
const noStore: Db = { query: refuse, one: refuse, transaction: refuse, close: async () => {} };

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node dist/server/openapi-document.js <file>');
  process.exit(2);
}
// Production's document; its data key encrypts nothing here.
const config = serverConfigFromEnv({
  ...process.env,
  NODE_ENV: 'production',
  DATA_KEY: randomBytes(32).toString('base64'),
  QUOTE_KEY: randomBytes(32).toString('base64'),
});
const app = await buildApp({ db: noStore, config, logger: false });
writeFileSync(file, `${JSON.stringify(app.openapiDocument('integrators'), null, 2)}\n`);
await app.close();

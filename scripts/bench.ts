/**
 * `npm run bench`: autocannon at 50 connections against the buy quote endpoint and, in the same
 * run, a bare Fastify route, printing requests per second and p99 latency for each (issue 4).
 * The quote runs on an in-memory PGlite, so each answer waits for the INSERT of its quote (quotes
 * of concurrent requests share one statement: src/server/services/quote-store.ts).
 * BENCH_SECONDS sets each run's length (default 10). Not a test: figures vary with the machine.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { serverConfigFromEnv } from '../src/server/config';
import { migrate } from '../src/server/store/migrate';
import { openPglite } from '../src/server/store/pglite';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function run(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return { name, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

const bare = Fastify({ logger: false });
bare.get('/ping', async () => ({ ok: true }));
const bareUrl = await listen(bare);

const { db } = await openPglite('memory://');
await migrate(db);
// Production settings; a throw-away DATA_KEY, as production refuses to start without one of its own.
const app = await buildApp({ db, config: serverConfigFromEnv({ NODE_ENV: 'production', DATA_KEY: randomBytes(32).toString('base64') }), logger: false });
const appUrl = await listen(app);

const figures = [
  await run('bare Fastify GET /ping', { url: `${bareUrl}/ping` }),
  await run('POST /api/index/v2/trade/quote', {
    url: `${appUrl}/api/index/v2/trade/quote`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', alpha2: 'US', network: 'TRX', payWayCode: '10001' }),
  }),
];

console.log(`\n${connections} connections, ${seconds} s each\n`);
console.table(figures);

await Promise.all([bare.close(), app.close()]);
await db.close();

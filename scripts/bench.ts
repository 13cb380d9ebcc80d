/**
 * `npm run bench`: the API under load, against a bare Fastify route measured in the same run. Each
 * server runs in a process of its own and autocannon (50 connections) in this one, so the load
 * generator never steals the server's event loop. Prints requests per second, p50 and p99 for:
 * - a bare Fastify GET /ping, loaded again before each quote run (the machine is shared: a ratio is
 *   only fair between neighbours);
 * - GET /api/index/client/ip, a Gangway route with no work of its own: the share every request
 *   pays the app's plugins, so the ceiling of any endpoint's ratio;
 * - the buy quote (visitors: each request from its own client address, as many phones would be)
 *   on a fresh PGlite DATA_DIR, then again on the same DATA_DIR reopened, with the sandbox prices;
 * - the same buy quote with the market prices of deploy/providers.production.json selected, its
 *   exchanges and rate sources answered by the recorded market (scripts/lib/recordedMarket.ts) in
 *   this process, on a copy of config/ that differs in providers.json only (so on the same build),
 *   in turn with the sandbox prices, each on a fresh DATA_DIR: the market runs' mean share of the
 *   bare route beside the sandbox runs';
 * - order creation (signed-in users, one fresh quote and one submit token per order; accepted creates
 *   per second, refusals counted apart) on PGlite and, when DATABASE_URL is set, on PostgreSQL;
 * and the server's RSS after start and after the load; then the EVM chain machinery on a local anvil
 * node (tests/bench/evmChain.ts, in a process of its own: the deposit watcher at 100 deposits per block,
 * the sender with 200 transfers on one hot wallet; `npm run bench:chain` runs only that part).
 * BENCH_SECONDS sets each run's length (default 10); each is preceded by BENCH_WARMUP_SECONDS (default 3)
 * of the same load, not measured (scripts/lib/warmUp.ts). The servers log at BENCH_LOG_LEVEL (default info, as
 * operators run them: a request's figure includes its log line). Not a test: figures vary with the machine;
 * for a before-and-after, `npm run bench:ab` loads both builds in turn in one run.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startRecordedMarket, type Exchange, type RateSource, type RecordedMarket } from './lib/recordedMarket';
import { benchLogLevel, startBareFastify, startGangway, type ServerProcess } from './lib/serverProcess';
import { orderLoad, type LoadRow } from './lib/orders';
import { visitorQuoteRequests } from './lib/visitors';
import { warmUp, warmUpSeconds } from './lib/warmUp';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

interface Row extends LoadRow {
  'RSS after start MB'?: number;
  'RSS after load MB'?: number;
}

async function load(run: string, options: autocannon.Options): Promise<Row> {
  await warmUp({ connections, ...options });
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    run,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Order creation (scripts/lib/orders.ts) at this bench's length and connections, as a row of its table. */
async function orders(server: ServerProcess, run: string): Promise<Row> {
  const { accepted: _accepted, timedSeconds: _timedSeconds, ...row } = await orderLoad(server, run, seconds, connections);
  return row;
}

function quoteLoad(server: ServerProcess, run: string): Promise<Row> {
  return load(run, { url: `${server.url}/api/index/v2/trade/quote`, requests: visitorQuoteRequests() });
}

/**
 * A copy of config/ whose providers.json is the production example (deploy/providers.production.json)
 * with every exchange and rate source pointed at the recorded market, which prices each symbol.
 */
function marketPricesConfig(market: RecordedMarket): string {
  const root = join(import.meta.dirname, '..');
  const dir = mkdtempSync(join(tmpdir(), 'gangway-bench-config-'));
  cpSync(join(root, 'config'), dir, { recursive: true });
  const example = JSON.parse(readFileSync(join(root, 'deploy/providers.production.json'), 'utf8')) as {
    prices: {
      settings: {
        exchanges: { sources: { exchange: Exchange; apiUrl?: string; symbols: Record<string, string> }[] };
        fiatRates: { sources: { format: RateSource; baseUrl: string }[] };
      };
    };
  };
  const { exchanges, fiatRates } = example.prices.settings;
  for (const source of exchanges.sources) {
    source.apiUrl = `${market.url}/${source.exchange}`;
    for (const symbol of Object.values(source.symbols)) market.price(source.exchange, symbol, symbol === 'USDT/USD' ? '1.0002' : '100');
  }
  for (const source of fiatRates.sources) source.baseUrl = `${market.url}/${source.format}`;
  writeFileSync(join(dir, 'providers.json'), JSON.stringify(example, null, 2));
  return dir;
}

/** A quote row and the bare route's row measured just before it: the machine is shared, so a ratio is only fair between neighbours. */
interface QuotePass {
  bare: Row;
  /** A Gangway route with no work of its own: what every request pays the app's plugins (ids, metrics, headers, envelope). */
  plain: Row;
  quote: Row;
}

/** The chain figures, from their own process (scripts never import the server): its last line is the rows as JSON. */
function chainRows(): unknown[] {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'tests/bench/evmChain.ts'], {
    cwd: join(import.meta.dirname, '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as unknown[];
}

async function main() {
  const rows: Row[] = [];
  const passes: QuotePass[] = [];
  // The bare route stays up, and is loaded again just before each quote run.
  const bare = await startBareFastify();
  const bareLoad = (before: string) => load(`bare Fastify GET /ping, before ${before}`, { url: `${bare.url}/ping` });

  const dataDir = mkdtempSync(join(tmpdir(), 'gangway-bench-'));
  const freshDirs: string[] = [];
  const market = await startRecordedMarket(Date.now);
  const marketConfigDir = marketPricesConfig(market);
  // DATABASE_URL emptied: the server inherits this environment, and a set one would put these runs on PostgreSQL.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', TRUST_PROXY: '1' };
  /** Quote runs on a fresh DATA_DIR with each prices adapter, each with the bare route's run just before it. */
  const comparison: Record<'sandbox' | 'market', { bare: Row; quote: Row }[]> = { sandbox: [], market: [] };
  try {
    for (const pass of ['fresh DATA_DIR', 'reused DATA_DIR']) {
      const server = await startGangway(env);
      const rssAfterStart = server.rssMb();
      const bareRow = await bareLoad(pass);
      const plain = await load(`GET /api/index/client/ip, ${pass}`, { url: `${server.url}/api/index/client/ip` });
      const quote = { ...(await quoteLoad(server, `buy quote, PGlite, ${pass}`)), 'RSS after start MB': rssAfterStart, 'RSS after load MB': server.rssMb() };
      rows.push(bareRow, plain, quote);
      passes.push({ bare: bareRow, plain, quote });
      if (pass === 'fresh DATA_DIR') comparison.sandbox.push({ bare: bareRow, quote });
      if (pass === 'fresh DATA_DIR') rows.push({ ...(await orders(server, 'trade/create, PGlite')), 'RSS after load MB': server.rssMb() });
      await server.stop();
    }
    // Market and sandbox prices in turn, each on a fresh DATA_DIR like the first pass, so each market run sits between two sandbox runs.
    for (const prices of ['market', 'sandbox', 'market', 'sandbox'] as const) {
      const freshDir = mkdtempSync(join(tmpdir(), 'gangway-bench-'));
      freshDirs.push(freshDir);
      const server = await startGangway({ ...env, DATA_DIR: freshDir, ...(prices === 'market' ? { GANGWAY_CONFIG_DIR: marketConfigDir } : {}) }, env);
      const rssAfterStart = server.rssMb();
      const bareRow = await bareLoad(`${prices} prices`);
      const quote = {
        ...(await quoteLoad(server, `buy quote, PGlite, fresh DATA_DIR, ${prices} prices`)),
        'RSS after start MB': rssAfterStart,
        'RSS after load MB': server.rssMb(),
      };
      rows.push(bareRow, quote);
      comparison[prices].push({ bare: bareRow, quote });
      await server.stop();
    }
  } finally {
    for (const dir of [dataDir, marketConfigDir, ...freshDirs]) rmSync(dir, { recursive: true, force: true });
    await market.close();
    await bare.stop();
  }
  if (process.env.DATABASE_URL) {
    const server = await startGangway({ DATABASE_URL: process.env.DATABASE_URL, NODE_ENV: 'test', TRUST_PROXY: '1' });
    rows.push(await orders(server, 'trade/create, PostgreSQL'));
    await server.stop();
  }

  console.log(
    `\n${connections} connections, ${seconds} s each after ${warmUpSeconds} s of warm-up; load generator in its own process; servers log at ${benchLogLevel}\n`,
  );
  console.table(rows);
  const share = (row: Row, bareRow: Row) => `${((row['req/s'] / bareRow['req/s']) * 100).toFixed(0)} %`;
  for (const { bare: bareRow, plain, quote } of passes) {
    console.log(`${quote.run}: ${share(quote, bareRow)} of the bare route measured just before it (a Gangway route doing nothing: ${share(plain, bareRow)})`);
    // Issue 29's goals, beside the figures of this run.
    console.log(
      `  goals: a route doing nothing >= 75 % (${share(plain, bareRow)}); the quote >= 40 % (${share(quote, bareRow)}) with p99 <= 20 ms (${quote['p99 ms']} ms); RSS after load <= 300 MB (${quote['RSS after load MB']} MB)`,
    );
  }
  const shareOf = (runs: { bare: Row; quote: Row }[]) => runs.reduce((sum, run) => sum + run.quote['req/s'] / run.bare['req/s'], 0) / runs.length;
  const [sandboxShare, marketShare] = [shareOf(comparison.sandbox), shareOf(comparison.market)];
  console.log(
    `buy quote on a fresh DATA_DIR, mean share of the bare route run just before it: sandbox prices ${(sandboxShare * 100).toFixed(2)} % (${comparison.sandbox.length} runs), market prices ${(marketShare * 100).toFixed(2)} % (${comparison.market.length} runs): market at ${((marketShare / sandboxShare) * 100).toFixed(1)} % of the sandbox`,
  );
  console.log('\nEVM chain on a local anvil node, store PGlite in memory\n');
  console.table(chainRows());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

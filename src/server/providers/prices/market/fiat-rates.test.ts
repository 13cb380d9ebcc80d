import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordedMarket, type RecordedMarket } from '../../../../../scripts/lib/recordedMarket';
import { closeNow, listenLocally } from '../../../../../tests/helpers/localServer';
import production from '../../../../../deploy/providers.production.json';
import type { FiatRateSource } from '../../../../shared/generated/providers.schema';
import { readRates } from './fiat-rates';

const arrival = Date.parse('2026-01-01T00:00:00Z');
const fixtures = join(import.meta.dirname, '../../../../../tests/fixtures/prices');
/** The recorded responses as they are, at the sources' paths. */
const recorded: Record<string, string> = {
  '/coinbase/v2/exchange-rates': 'coinbase/exchange-rates.json',
  '/ecb/stats/eurofxref/eurofxref-daily.xml': 'ecb/eurofxref-daily.xml',
};
const asRecorded = createServer((request, response) => {
  const file = recorded[new URL(request.url ?? '/', 'http://rates').pathname];
  response.writeHead(file ? 200 : 404);
  response.end(file ? readFileSync(join(fixtures, file)) : '');
});
let recordedUrl: string;
let market: RecordedMarket;
beforeAll(async () => {
  recordedUrl = await listenLocally(asRecorded);
  market = await startRecordedMarket(() => arrival);
});
afterAll(async () => {
  await closeNow(asRecorded);
  await market.close();
});

const source = (format: 'coinbase' | 'ecb', fiats: string[], origin = market.url): FiatRateSource => ({
  name: format,
  format,
  baseUrl: `${origin}/${format}`,
  maxAgeMs: 1,
  fiats: fiats as [string, ...string[]],
});
const values = (readings: { fiat: string; value: Decimal }[]) => Object.fromEntries(readings.map(({ fiat, value }) => [fiat, value.toFixed()]));

describe('fiat rates, on the responses recorded in the sources’ documented formats', () => {
  it('coinbase: reads the rates per USD it was asked in, timed by their arrival', async () => {
    const reading = await readRates(source('coinbase', ['EUR', 'NGN', 'VND'], recordedUrl), 'USD', 2_000, () => arrival);
    expect(reading).toEqual({ readings: expect.any(Array), failures: [] });
    expect(values(reading.readings)).toEqual({ EUR: '0.86', NGN: '1450', VND: '26300' });
    expect(reading.readings.every(({ time }) => time === arrival)).toBe(true);
  });

  it('ecb: crosses its rates per euro into rates per USD, timed at the start of their day', async () => {
    const reading = await readRates(source('ecb', ['EUR', 'GBP'], recordedUrl), 'USD', 2_000, () => arrival);
    expect(values(reading.readings)).toEqual({ EUR: new Decimal(1).dividedBy('1.1628').toFixed(), GBP: new Decimal('0.8837').dividedBy('1.1628').toFixed() });
    expect(reading.readings.every(({ time }) => time === Date.UTC(2025, 0, 10))).toBe(true);
  });

  it.each(production.prices.settings.fiatRates.sources)('$name prices every fiat the production example lists for it', async ({ format, fiats }) => {
    const reading = await readRates(source(format as 'coinbase' | 'ecb', fiats, recordedUrl), 'USD', 2_000, () => arrival);
    expect(reading.failures).toEqual([]);
    expect(reading.readings.map(({ fiat }) => fiat)).toEqual(fiats);
  });

  it('names each listed fiat the answer has no usable rate for, and keeps the others', async () => {
    market.rate('coinbase', 'EUR', '-0.86');
    market.rate('coinbase', 'GBP', '0');
    const reading = await readRates(source('coinbase', ['EUR', 'GBP', 'JPY', 'XXX']), 'USD', 2_000, () => arrival);
    expect(reading.failures).toEqual(['EUR: rate -0.86 is not above 0', 'GBP: rate 0 is not above 0', 'XXX: no rate']);
    expect(values(reading.readings)).toEqual({ JPY: '155' });
  });
});

describe('a rate source that answers badly gives no rate at all', () => {
  it.each([
    ['an HTML page', 'html', /JSON/],
    ['HTTP 500', 'status500', /HTTP 500/],
  ] as const)('coinbase answering %s', async (_, how, message) => {
    market.answer('coinbase', how);
    await expect(readRates(source('coinbase', ['EUR']), 'USD', 2_000, () => arrival)).rejects.toThrow(message);
    market.answer('coinbase', 'normally');
  });

  it('ecb answering an HTML page', async () => {
    market.answer('ecb', 'html');
    await expect(readRates(source('ecb', ['GBP']), 'USD', 2_000, () => arrival)).rejects.toThrow();
    market.answer('ecb', 'normally');
  });

  it('a source that answers 30 s late, past the timeout', async () => {
    market.answer('ecb', 'after30s');
    const started = Date.now();
    await expect(readRates(source('ecb', ['GBP']), 'USD', 200, () => arrival)).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    market.answer('ecb', 'normally');
  });

  it('rates in another base fiat than asked', async () => {
    await expect(readRates(source('coinbase', ['USD']), 'EUR', 2_000, () => arrival)).rejects.toThrow('did not answer rates per EUR');
  });
});
